import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineHashSources, keepHashSources, pruneCspMeta } from '../../src/lib/security/csp-prune.ts';
import { bytesOf, markupOf, textOf } from '../../src/lib/security/html-bytes.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const script = 'document.documentElement.dataset.js = "1";';
const module = 'import "/_astro/x.js";';
const style = 'astro-island{display:contents}';
const elsewhere = 'console.log("a block of another page")';

function page(policy: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${policy}">` +
    `<script>${script}</script><script type="module">${module}</script><script type="module" src="/_astro/a.js"></script>` +
    `<script type="application/ld+json">{"@type":"Product"}</script><style>${style}</style></head><body>ü</body></html>`;
}

describe('pruneCspMeta', () => {
  const policy = `default-src 'self';connect-src 'self' http://127.0.0.1:8787; script-src 'self' 'wasm-unsafe-eval' ${sha(script)} ${sha(elsewhere)} ${sha(module)}; style-src 'self' ${sha(elsewhere)} ${sha(style)};`;

  it("keeps only the hashes of the page's own inline scripts and styles, every other source as it was", async () => {
    const pruned = await pruneCspMeta(page(policy));
    expect(pruned).toBe(page(`default-src 'self';connect-src 'self' http://127.0.0.1:8787; script-src 'self' 'wasm-unsafe-eval' ${sha(script)} ${sha(module)}; style-src 'self' ${sha(style)};`));
  });

  it('hashes what the browser hashes: the text of inline blocks, not external scripts or JSON data blocks', async () => {
    expect(await inlineHashSources(page(policy))).toEqual(new Set([sha(script), sha(module), sha(style)]));
    expect(await inlineHashSources('<script>ä → ✓</script>')).toEqual(new Set([sha('ä → ✓')]));
  });

  it('leaves a page without a policy, and directives that take no hashes, alone', async () => {
    const bare = '<!doctype html><title>x</title><script>1</script>';
    expect(await pruneCspMeta(bare)).toBe(bare);
    expect(keepHashSources(`img-src 'self' ${sha('x')}; script-src ${sha('x')} 'self'`, new Set())).toBe(`img-src 'self' ${sha('x')}; script-src 'self'`);
  });
});

describe('pruneCspMeta on a page read as bytes (src/middleware.ts, src/lib/security/html-bytes.ts)', () => {
  it('edits a Bangla page byte for byte as it edits its text, hashing inline blocks over their text', async () => {
    const bangla = 'document.title = "কলম ও খাতা";';
    const policy = `script-src 'self' ${sha(bangla)} ${sha(elsewhere)}; style-src 'self' ${sha(style)}`;
    const html = `<html lang="bn"><head><meta http-equiv="content-security-policy" content="${policy}">` +
      `<script>${bangla}</script><style>${style}</style></head><body><h1>ক্ষ ন্ত স্ত</h1><script type="module" src="/_astro/a.js"></script></body></html>`;
    const viaBytes = bytesOf(await pruneCspMeta(markupOf(new TextEncoder().encode(html)), textOf));
    const viaText = await pruneCspMeta(html);
    expect(viaText).toContain(`script-src 'self' ${sha(bangla)}; style-src`);
    expect(Buffer.from(viaBytes).toString('utf8')).toBe(viaText);
    expect(await inlineHashSources(markupOf(new TextEncoder().encode(`<script>${bangla}</script>`)), textOf)).toEqual(new Set([sha(bangla)]));
  });
});
