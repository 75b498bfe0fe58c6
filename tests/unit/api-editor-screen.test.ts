import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCREEN_MODULES, versionModules } from '../../api/editor/screen-modules.ts';
import { MERCHANT_MOVES, WORK_STATES } from '../../api/fulfilment/merchant-moves.ts';
import type { ReturnMove } from '../../api/editor/returns-schemas.ts';
import type { RefundReason, RefundState } from '../../api/payments/refunds.ts';
import type { EditorChange } from '../../src/lib/contract/editor.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, REFUND_CHANNELS, RETURN_STATES } from '../../src/lib/contract/index.ts';
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

  it('has the orders to fulfil (issue 26 §4): a labelled status filter of every work state, and an "overdue only" checkbox', async () => {
    const html = await (await fetch(`${api.origin}/editor`)).text();
    expect(html).toMatch(/<section id="fulfil-section" aria-labelledby="fulfil-heading">\s*<h2 id="fulfil-heading">Orders to fulfil<\/h2>/);
    expect(html).toContain('<label for="fulfil-state">');
    expect(html).toMatch(/<input id="fulfil-overdue" name="overdue" type="checkbox"><label for="fulfil-overdue">Overdue only \(over 48 h unshipped\)<\/label>/);
    const select = /<select id="fulfil-state"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
    expect([...select.matchAll(/<option value="(\w*)">/g)].map((match) => match[1])).toEqual(['', ...WORK_STATES]);
  });

  it('has the returns (issue 26 §5): a labelled state filter of every return state, between the orders to fulfil and the refunds', async () => {
    const html = await (await fetch(`${api.origin}/editor`)).text();
    expect(html).toMatch(/<section id="returns-section" aria-labelledby="returns-heading">\s*<h2 id="returns-heading">Returns<\/h2>/);
    expect(html).toContain('<label for="returns-state">State</label>');
    const select = /<select id="returns-state"[^>]*>(.*?)<\/select>/s.exec(html)![1]!;
    expect([...select.matchAll(/<option value="(\w*)">/g)].map((match) => match[1])).toEqual(['', ...RETURN_STATES]);
    expect(select).toContain('<option value="requested">Asked, to decide</option>');
    expect(html).toMatch(/<form id="returns-form">[\s\S]*?<button type="submit">List returns<\/button>\s*<\/form>\s*<ul id="returns" class="orders"><\/ul>/);
    const at = (id: string) => html.indexOf(`<section id="${id}"`);
    expect(at('fulfil-section')).toBeLessThan(at('returns-section'));
    expect(at('returns-section')).toBeLessThan(at('refunds-section'));
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
    // …and the orders to fulfil (issue 26 §4): a status, payment, move and refund by its value.
    for (const status of ORDER_STATUSES) expect(EDITOR_WORDS).toHaveProperty(`fulfilStatus_${status}`);
    for (const method of PAYMENT_METHODS) expect(EDITOR_WORDS).toHaveProperty(`fulfilPayment_${method}`);
    for (const state of PAYMENT_STATUSES) expect(EDITOR_WORDS).toHaveProperty(`fulfilPaid_${state}`);
    for (const name of MERCHANT_MOVES) {
      expect(EDITOR_WORDS).toHaveProperty(`fulfilMove_${name}`);
      expect(EDITOR_WORDS).toHaveProperty(`fulfilMoved_${name}`);
    }
    for (const channel of ['gateway', 'manual']) expect(EDITOR_WORDS).toHaveProperty(`fulfilRefund_${channel}`);
    for (const key of ['fulfilLoaded', 'fulfilLoadedSome', 'fulfilFixErrors', 'fixErrors']) expect(EDITOR_WORDS).toHaveProperty(key);
    // …and the returns (issue 26 §5): a state, move, outcome and refund by its value.
    for (const state of RETURN_STATES) expect(EDITOR_WORDS).toHaveProperty(`returnState_${state}`);
    for (const move of ['accept', 'refuse', 'receive'] satisfies ReturnMove[]) expect(EDITOR_WORDS).toHaveProperty(`returnMove_${move}`);
    for (const state of ['accepted', 'refused', 'received']) expect(EDITOR_WORDS).toHaveProperty(`returnMoved_${state}`);
    for (const channel of REFUND_CHANNELS) {
      expect(EDITOR_WORDS).toHaveProperty(`returnRefundChannel_${channel}`);
      expect(EDITOR_WORDS).toHaveProperty(`returnRefunded_${channel}`);
    }
    expect(EDITOR_WORDS.returnRefundChannel_gateway).toBe('through the gateway');
    expect(EDITOR_WORDS.returnRefundChannel_manual).toBe('by hand: send it by bKash, Nagad or bank');
    for (const state of ['due', 'requested', 'refunded', 'failed', 'by_hand'] satisfies RefundState[]) expect(EDITOR_WORDS).toHaveProperty(`returnRefundState_${state}`);
    for (const key of ['returnsLoaded', 'returnsLoadedSome', 'returnsNone', 'returnRefused', 'returnFixErrors']) expect(EDITOR_WORDS).toHaveProperty(key);
    // The Refunds section names every reason a refund is owed, a return's too; the recent changes every resource.
    for (const reason of ['second_payment', 'order_closed', 'returned'] satisfies RefundReason[]) expect(EDITOR_WORDS).toHaveProperty(`refundReason_${reason}`);
    for (const state of ['due', 'requested', 'refunded', 'failed', 'by_hand'] satisfies RefundState[]) expect(EDITOR_WORDS).toHaveProperty(`refundState_${state}`);
    for (const state of ['due', 'requested', 'refunded', 'failed', 'by_hand'] satisfies RefundState[]) expect(EDITOR_WORDS).toHaveProperty(`refundState_${state}`);
    for (const resource of ['product', 'sku', 'content', 'outlet', 'order', 'refund', 'return'] satisfies EditorChange['resource'][]) expect(EDITOR_WORDS).toHaveProperty(`changeResource_${resource}`);
  });

  it('writes every value of a return as text: the section builds no HTML from strings and has no inline handler', () => {
    for (const name of ['returns', 'return-moves', 'return-row']) {
      const source = moduleSource(name);
      expect(source, name).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write|\.on\w+\s*=|setAttribute\('on/);
      // Every move carries the state the merchant saw, so a stale screen is refused.
      if (name === 'return-moves') expect(source).toContain('expectedState: saleReturn.state');
    }
  });
});
