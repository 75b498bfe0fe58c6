import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { linkPayloadTwins } from '../../integrations/payload-twins.ts';
import { filesUnder } from '../../scripts/releases/work-folder.ts';

// Issue 24 §1 / issue 25: the Bangla pages' payloads are the English ones, linked once the pages are written.

let site = '';
const put = async (file: string, text: string) => {
  await mkdir(dirname(join(site, file)), { recursive: true });
  await writeFile(join(site, file), text);
};

beforeEach(async () => {
  site = await mkdtemp(join(tmpdir(), 'payload-twins-'));
});
afterEach(async () => {
  await rm(site, { recursive: true, force: true });
});

describe('linkPayloadTwins', () => {
  it('gives every English payload its Bangla twin: the same file, under the Bangla page', async () => {
    const english = ['_payload.json', 'products/_payload.json', 'products/7/_payload.json', 'categories/pens/_payload.json', 'about/_payload.json'];
    for (const file of english) await put(file, `{"from":"${file}"}`);
    for (const file of english) await put(join('bn', dirname(file), 'index.html'), '<html lang="bn"></html>');

    expect(await linkPayloadTwins(site)).toBe(english.length);
    for (const file of english) {
      const twin = join(site, 'bn', file);
      expect(await readFile(twin, 'utf8')).toBe(`{"from":"${file}"}`);
      // One file on disk, not a copy.
      expect((await stat(twin)).ino).toBe((await stat(join(site, file))).ino);
    }
  });

  it('replaces a twin left from before instead of writing through it, and leaves the rest of the site alone', async () => {
    await put('products/7/_payload.json', '{"name":"new"}');
    await put('bn/products/7/_payload.json', '{"name":"old"}');
    const old = await stat(join(site, 'bn/products/7/_payload.json'));
    // Not pages: a bundle, the search index, and Astro's server build are not given twins.
    await put('_astro/_payload.json', 'x');
    await put('pagefind/_payload.json', 'x');
    await put('.prerender/_payload.json', 'x');
    await put('products/7/index.html', '<html></html>');

    expect(await linkPayloadTwins(site)).toBe(1);
    expect(await readFile(join(site, 'bn/products/7/_payload.json'), 'utf8')).toBe('{"name":"new"}');
    expect((await stat(join(site, 'bn/products/7/_payload.json'))).ino).not.toBe(old.ino);
    expect((await filesUnder(site, [])).filter((file) => file.startsWith('bn/'))).toEqual(['bn/products/7/_payload.json']);
  });

  it('makes the twin of a second run anew, and of no payload nothing', async () => {
    expect(await linkPayloadTwins(site)).toBe(0);
    await put('products/7/_payload.json', '{"name":"a"}');
    await linkPayloadTwins(site);
    await linkPayloadTwins(site);
    expect(await readFile(join(site, 'bn/products/7/_payload.json'), 'utf8')).toBe('{"name":"a"}');
  });
});
