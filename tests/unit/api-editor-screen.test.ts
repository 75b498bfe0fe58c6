import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITOR_WORDS } from '../../api/editor/words.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The editor screen (issue 14 §6): one page from the API, its own script, a strict CSP, and no key in it.
const KEY = 'screen-test-editor-key-4f9c';
const api = useReferenceApi({ demoProducts: 1, editorKey: KEY });

describe('GET /editor', () => {
  it('answers the page with a strict CSP: scripts and styles from this origin only, never framed', async () => {
    const response = await fetch(`${api.origin}/editor`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(response.headers.get('X-Frame-Options')).toBe('DENY');
    const html = await response.text();
    expect(html).not.toContain(KEY);
    // No inline script runs: the only inline one is a JSON data block.
    for (const [, attributes = ''] of html.matchAll(/<script([^>]*)>/g)) expect(attributes).toMatch(/type="application\/json"|src="\/editor\//);
  });

  it('serves its script and styles from this origin under content-named paths', async () => {
    const html = await (await fetch(`${api.origin}/editor`)).text();
    const script = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const styles = /<link rel="stylesheet" href="([^"]+)"/.exec(html)![1]!;
    const js = await fetch(`${api.origin}${script}`);
    expect(js.status).toBe(200);
    expect(js.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(js.headers.get('Cache-Control')).toContain('immutable');
    expect(await js.text()).toContain('sessionStorage');
    expect((await fetch(`${api.origin}${styles}`)).headers.get('Content-Type')).toMatch(/^text\/css/);
  });

  it('labels every field of the page and has a live region for status', async () => {
    const html = await (await fetch(`${api.origin}/editor`)).text();
    const inputs = [...html.matchAll(/<input[^>]*id="([^"]+)"/g)].map((match) => match[1]);
    expect(inputs.length).toBeGreaterThan(0);
    for (const id of inputs) expect(html).toContain(`<label for="${id}">`);
    expect(html).toMatch(/id="status" role="status" aria-live="polite"/);
    expect(html).toContain('<html lang="en">');
  });
});

describe('the screen’s words', () => {
  it('has every word the script asks for in the words module', () => {
    const script = readFileSync(new URL('../../api/editor/screen-script.js', import.meta.url), 'utf8');
    const asked = [...script.matchAll(/say\('(\w+)'/g)].map((match) => match[1]!);
    expect(asked.length).toBeGreaterThan(20);
    for (const key of asked) expect(EDITOR_WORDS, key).toHaveProperty(key);
    for (const state of ['idle', 'queued', 'building', 'failed', 'unknown']) expect(EDITOR_WORDS).toHaveProperty(`build_${state}`);
  });
});
