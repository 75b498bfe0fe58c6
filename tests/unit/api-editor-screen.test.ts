import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES, versionModules } from '../../api/editor/screen-modules.ts';
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
    // The entry module, its imports pointing at the other modules' content-named paths.
    expect(await js.text()).toMatch(/^import \{ enter, wireSignIn \} from '\/editor\/screen\/sign-in-[0-9a-f]{12}\.js';$/m);
    expect((await fetch(`${api.origin}${styles}`)).headers.get('Content-Type')).toMatch(/^text\/css/);
  });

  it('labels every field of the page and has a live region for status', async () => {
    const html = await (await fetch(`${api.origin}/editor`)).text();
    const inputs = [...html.matchAll(/<input[^>]*id="([^"]+)"/g)].map((match) => match[1]);
    expect(inputs.length).toBeGreaterThan(0);
    for (const id of inputs) expect(html).toContain(`<label for="${id}">`);
    expect(html).toMatch(/id="status" role="status" aria-live="polite"/);
    // The orders awaiting payment (issue 12): its filter is labelled like every field.
    expect(html).toContain('<label for="orders-filter">');
    expect(html).toMatch(/<section id="orders-section" aria-labelledby="orders-heading">/);
    expect(html).toContain('<html lang="en">');
  });

  it('puts its words in as data, untouched by HTML escaping (a script’s text is no HTML), and its title as escaped text', async () => {
    const html = await (await fetch(`${api.origin}/editor`)).text();
    const block = /<script type="application\/json" id="editor-words">(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(block)).toEqual(EDITOR_WORDS);
    expect(block).not.toContain('<');
    const escaped = EDITOR_WORDS.title.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    expect(html).toContain(`<title>${escaped}</title>`);
  });
});

/** The text of the screen's module `name` as it is in the repository. */
const moduleSource = (name: string) => readFileSync(new URL(`../../api/editor/screen/${name}.js`, import.meta.url), 'utf8');

describe('the screen’s script modules', () => {
  /** Every module path the page names: the entry script and the preloads. */
  async function namedModules() {
    const html = await (await fetch(`${api.origin}/editor`)).text();
    const entry = /<script type="module" src="([^"]+)"/.exec(html)![1]!;
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((match) => match[1]!);
    return [entry, ...preloads];
  }

  it('names every module on the page, each served with its type, a long cache and the screen’s CSP', async () => {
    const paths = await namedModules();
    // Every module in the folder is a known one, and the page names each once under a content-named path.
    expect(readdirSync(new URL('../../api/editor/screen/', import.meta.url)).sort()).toEqual(SCREEN_MODULES.map((name) => `${name}.js`).sort());
    expect(paths.map((path) => /^\/editor\/screen\/([\w-]+)-[0-9a-f]{12}\.js$/.exec(path)?.[1]).sort()).toEqual([...SCREEN_MODULES].sort());
    for (const path of paths) {
      const response = await fetch(`${api.origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('Content-Type'), path).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('Cache-Control'), path).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('Content-Security-Policy'), path).toContain("script-src 'self'");
      const body = await response.text();
      expect(body, path).toMatch(/^\/\/ @ts-check/);
      // Each import points at a module the page names: nothing left relative, nothing else loaded.
      for (const [, target] of body.matchAll(/^import [^;]*? from '([^']+)';$/gm)) expect(paths, `${path} imports ${target}`).toContain(target);
    }
  });

  it('answers 404 for any other path: an unknown module, a known one without its content name or with another, a file path', async () => {
    const [entry] = await namedModules();
    const wrongHash = entry!.replace(/-[0-9a-f]{12}\.js$/, '-000000000000.js');
    for (const path of ['/editor/screen/nope-0123456789ab.js', '/editor/screen/main.js', wrongHash, '/editor/screen/', '/editor/screen/..%2Fscreen.ts', '/editor/screen/%2e%2e/words.ts', '/editor/screen-script.js']) {
      expect((await fetch(`${api.origin}${path}`)).status, path).toBe(404);
    }
  });
});

describe('versionModules', () => {
  const sources = (dom: string) =>
    new Map([
      ['main', "import { a } from './api.js';\nimport { b } from './dom.js';\na(b);\n"],
      ['api', "import { b } from './dom.js';\nexport const a = b;\n"],
      ['dom', dom],
    ]);

  it('rewrites sibling imports to content-named paths, and a changed module renames every module importing it', () => {
    const before = versionModules(sources('export const b = 1;\n'), '/x');
    const after = versionModules(sources('export const b = 2;\n'), '/x');
    expect(before.get('main')!.body).toBe(`import { a } from '${before.get('api')!.path}';\nimport { b } from '${before.get('dom')!.path}';\na(b);\n`);
    for (const name of ['main', 'api', 'dom']) {
      expect(before.get(name)!.path).toMatch(new RegExp(`^/x/${name}-[0-9a-f]{12}\\.js$`));
      // `main` imports `dom` only through `api` too: a browser must never pair a new `dom` with an old `main`.
      expect(after.get(name)!.path, name).not.toBe(before.get(name)!.path);
    }
    expect(versionModules(sources('export const b = 1;\n'), '/x').get('main')!.path).toBe(before.get('main')!.path);
  });

  it('refuses an unknown module, an import cycle and an import it would not rewrite', () => {
    expect(() => versionModules(new Map([['main', "import { a } from './gone.js';\n"]]), '/x')).toThrow(/unknown module \.\/gone\.js/);
    expect(() => versionModules(new Map([['a', "import { b } from './b.js';\n"], ['b', "import { a } from './a.js';\n"]]), '/x')).toThrow(/cycle/);
    for (const source of ["import './side.js';\n", "import { a } from '../up.js';\n", "export { a } from './a.js';\n", "const m = import('./a.js');\n"]) {
      expect(() => versionModules(new Map([['main', source], ['a', ''], ['side', '']]), '/x'), source).toThrow(/not rewritten/);
    }
  });
});

describe('the screen’s words', () => {
  it('has every word the script asks for in the words module', () => {
    const script = SCREEN_MODULES.map(moduleSource).join('\n');
    const asked = [...script.matchAll(/say\('(\w+)'/g)].map((match) => match[1]!);
    expect(asked.length).toBeGreaterThan(20);
    for (const key of asked) expect(EDITOR_WORDS, key).toHaveProperty(key);
    for (const state of ['idle', 'queued', 'building', 'failed', 'unknown']) expect(EDITOR_WORDS).toHaveProperty(`build_${state}`);
    // The words the orders section builds from a value (issue 12: pay later).
    for (const state of ['awaiting_payment', 'receipt_received']) expect(EDITOR_WORDS).toHaveProperty(`orderState_${state}`);
    for (const decision of ['paid', 'rejected']) {
      expect(EDITOR_WORDS).toHaveProperty(`confirmYes_${decision}`);
      expect(EDITOR_WORDS).toHaveProperty(`decided_${decision}`);
    }
  });
});
