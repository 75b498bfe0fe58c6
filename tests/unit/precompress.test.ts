import { access, mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AstroIntegrationLogger } from 'astro';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSibling, precompressBundles } from '../../scripts/precompress.ts';
import { headersFile } from '../../scripts/site-headers.ts';
import { siteHeaders } from '../../integrations/site-security.ts';

const text = (word: string) => `${word} `.repeat(400);
const exists = (path: string) => access(path).then(() => true, () => false);
let root: string;

async function write(path: string, content: string): Promise<string> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
  return join(root, path);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('precompressBundles', () => {
  it('writes brotli and gzip siblings of the bundles and of the search loader, and of nothing else', async () => {
    const bundle = await write('_astro/app.Ab12.js', text('bundle'));
    const style = await write('_astro/page.Cd34.css', text('style'));
    const loader = await write('pagefind/pagefind.js', text('loader'));
    const unusedUi = await write('pagefind/pagefind-ui.js', text('ui'));
    const page = await write('about/index.html', text('page'));
    expect(await precompressBundles(root)).toBe(3);
    for (const file of [bundle, style, loader]) {
      expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(await readFile(file, 'utf8'));
      expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(await readFile(file, 'utf8'));
    }
    for (const file of [unusedUi, page]) expect(await exists(`${file}.br`), file).toBe(false);
  });
});

describe('ensureSibling', () => {
  it('writes a sibling once however many ask at the same time', async () => {
    const page = await write('index.html', text('home'));
    await Promise.all([ensureSibling(page, 'br'), ensureSibling(page, 'br'), ensureSibling(page, 'gzip')]);
    expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(text('home'));
    const written = (await stat(`${page}.br`)).mtimeMs;
    await ensureSibling(page, 'br');
    expect((await stat(`${page}.br`)).mtimeMs).toBe(written);
    expect(gunzipSync(await readFile(`${page}.gz`)).toString()).toBe(text('home'));
  });

  it('replaces a sibling older than its file', async () => {
    const page = await write('index.html', text('old'));
    await ensureSibling(page, 'br');
    const past = new Date(Date.now() - 60_000);
    await utimes(`${page}.br`, past, past);
    await writeFile(page, text('new'));
    await ensureSibling(page, 'br');
    expect(brotliDecompressSync(await readFile(`${page}.br`)).toString()).toBe(text('new'));
  });

  it('writes no sibling that would not be smaller than the file', async () => {
    const tiny = await write('builds/latest.json', '{"id":"b"}');
    await ensureSibling(tiny, 'br');
    await ensureSibling(tiny, 'gzip');
    expect(await exists(`${tiny}.br`)).toBe(false);
    expect(await exists(`${tiny}.gz`)).toBe(false);
  });
});

describe('siteHeaders', () => {
  it('writes _headers and compresses the bundles once the build is done', async () => {
    const bundle = await write('_astro/app.Ab12.js', text('bundle'));
    const logged: string[] = [];
    const logger = { info: (line: string) => logged.push(line) } as unknown as AstroIntegrationLogger;
    const done = siteHeaders().hooks['astro:build:done']!;
    await done({ dir: pathToFileURL(`${root}/`), logger, pages: [], assets: new Map() } as unknown as Parameters<typeof done>[0]);
    expect(await readFile(join(root, '_headers'), 'utf8')).toBe(headersFile());
    expect(await exists(`${bundle}.br`)).toBe(true);
    expect(logged.join('\n')).toMatch(/_headers written; 1 bundled files compressed/);
  });
});
