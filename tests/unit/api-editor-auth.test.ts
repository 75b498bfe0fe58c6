import { describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../api/editor/auth.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The editor key's limit (issue 22 §2): wrong keys from an address shut that address out for new
// browsers, but a browser that once sent the right key carries a device proof and is counted on
// its own, so someone guessing behind the same office address cannot lock the editors out.
const EDITOR_KEY = 'editor-auth-test-key-0123456789abc';
const api = useReferenceApi({ demoProducts: 5, editorKey: EDITOR_KEY });

const changes = (key: string, device?: string) =>
  send(api, 'GET', '/api/editor/changes', { headers: { Authorization: `Bearer ${key}`, ...(device ? { [DEVICE_HEADER]: device } : {}) } });

describe('the editor key', () => {
  it('keeps browsers that once sent the right key working while wrong keys shut their address out, and counts each on its own', async () => {
    const first = await changes(EDITOR_KEY);
    expect(first.status).toBe(200);
    const editorsBrowser = first.headers.get(DEVICE_HEADER)!;
    expect(editorsBrowser).toMatch(/^[\w-]+\.[\w-]+$/);
    const otherBrowser = (await changes(EDITOR_KEY)).headers.get(DEVICE_HEADER)!;
    expect(otherBrowser).not.toBe(editorsBrowser);
    // A browser that already has a proof is given no other.
    expect((await changes(EDITOR_KEY, editorsBrowser)).headers.get(DEVICE_HEADER)).toBeNull();

    // Someone at the same address guesses: the address is shut out for browsers without a proof…
    for (let i = 0; i < 10; i++) expect((await changes(`a-wrong-guess-${i}`)).status).toBe(401);
    const shut = await changes(EDITOR_KEY);
    expect(shut.status).toBe(429);
    expect(Number(shut.headers.get('retry-after'))).toBeGreaterThan(0);
    // …a proof not made with the key is no proof…
    const [id] = editorsBrowser.split('.');
    expect((await changes(EDITOR_KEY, `${id}.forged-mac-forged-mac`)).status).toBe(429);
    // …and the editor's browser goes on working.
    expect((await changes(EDITOR_KEY, editorsBrowser)).status).toBe(200);

    // Wrong keys sent with a proof count against that browser alone.
    for (let i = 0; i < 10; i++) expect((await changes(`wrong-${i}`, otherBrowser)).status).toBe(401);
    expect((await changes(EDITOR_KEY, otherBrowser)).status).toBe(429);
    expect((await changes(EDITOR_KEY, editorsBrowser)).status).toBe(200);
  });
});
