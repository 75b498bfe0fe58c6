import { describe, expect, it } from 'vitest';
import { DEVICE_HEADER } from '../../api/editor/auth.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import { send } from './support/accounts.ts';
import { clockedConfig, useClockedApi } from './support/clocked-api.ts';
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

describe('the editor key’s header (hono/bearer-auth)', () => {
  const clocked = useClockedApi((db, now) => void seedDemoData(db, { products: 1, now }));
  const from = '198.51.100.20';
  const call = (authorization: string | undefined, init: { method?: string; headers?: Record<string, string> } = {}) =>
    clocked.request(init.method ?? 'GET', '/api/editor/changes', undefined, { headers: { ...(authorization === undefined ? {} : { Authorization: authorization }), ...init.headers }, from });
  const refusedAsAlways = async (answer: Response) => {
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer realm="editor"');
    expect(await answer.json()).toEqual({ message: 'A valid editor key is required (Authorization: Bearer …)' });
  };

  it('answers no key, or a header no key could be, with the JSON 401 and its challenge, counting none of them as a guess', async () => {
    clocked.start(clocked.db, { ...clockedConfig, editorKey: EDITOR_KEY });
    for (let i = 0; i < 3; i++) {
      for (const header of [undefined, '', 'Bearer', 'Bearer two words', `Bearer ${EDITOR_KEY} extra`, 'Bearer wrong!key', 'Bearer ', `Bearer${EDITOR_KEY}`, `Basic ${EDITOR_KEY}`]) {
        await refusedAsAlways(await call(header));
      }
    }
    // 27 refusals, none counted: the right key still gets in from this address.
    expect((await call(`Bearer ${EDITOR_KEY}`)).status).toBe(200);
  });

  it('answers a wrong key with the same 401, and the 11th with a JSON 429 and Retry-After', async () => {
    clocked.start(clocked.db, { ...clockedConfig, editorKey: EDITOR_KEY });
    for (let i = 0; i < 10; i++) await refusedAsAlways(await call(`Bearer wrong-key-${i}`));
    const shut = await call(`bearer ${EDITOR_KEY}`);
    expect(shut.status).toBe(429);
    expect(Number(shut.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await shut.json()).toEqual({ message: expect.stringMatching(/^Too many wrong editor keys\. Try again in \d+ minutes\.$/) });
  });

  it('takes the scheme in any case, hands a device proof to a browser without one, and lets CORS preflights through', async () => {
    clocked.start(clocked.db, { ...clockedConfig, editorKey: EDITOR_KEY });
    const right = await call(`BEARER ${EDITOR_KEY}`);
    expect(right.status).toBe(200);
    expect(right.headers.get(DEVICE_HEADER)).toMatch(/^[\w-]+\.[\w-]+$/);
    const preflight = await call(undefined, { method: 'OPTIONS', headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(204);
  });
});
