import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCALE_MARKER, banglaFileName, markMessageModule, splitLocaleBundles, type BuiltChunk } from '../../integrations/locale-bundles.ts';
import { withBanglaBundles } from '../../src/lib/i18n/bundle-variants.ts';

// Issue 24 §2: a page ships its islands' words in its own language only. The client build's chunks
// with words are split into an English file and a Bangla sibling (integrations/locale-bundles.ts),
// and a Bangla page names the siblings (src/lib/i18n/bundle-variants.ts).

/** Chunks shaped as the client build writes them (minified ES modules importing each other by `./name`). */
const CHUNKS: BuiltChunk[] = [
  { fileName: '_astro/runtime.R1.js', code: 'var n=()=>document.documentElement.lang===`bn`?`bn`:`en`;export{n};' },
  {
    fileName: '_astro/words.A1.js',
    code: `import{n as r}from"./runtime.R1.js";var a=()=>\`Any price\`,b=()=>\`যেকোনো দাম\`,c=(e={},t={})=>(${LOCALE_MARKER}??t.locale??r())===\`bn\`?b(e):a(e);export{c as anyPrice};`,
  },
  { fileName: '_astro/island.B1.js', code: 'import{anyPrice as x}from"./words.A1.js";var p=()=>import("./lazy.C1.js");export{x as price,p as later};' },
  { fileName: '_astro/lazy.C1.js', code: 'import{anyPrice as y}from"./words.A1.js";var l=()=>`lazy `+y();export{l as lazy};' },
  // Names a split chunk only in a preload list (the imports of what a dynamic import loads).
  { fileName: '_astro/preload.D1.js', code: 'var d=[`_astro/words.A1.js`,`_astro/react.E1.js`];export{d as deps};' },
  { fileName: '_astro/react.E1.js', code: 'var z=1;export{z as react};' },
];

const folders: string[] = [];
afterAll(async () => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

/** Writes the build's chunks, then the split's files over and beside them, as the client build does. */
async function writeSplit(): Promise<{ folder: string; variants: Map<string, string> }> {
  const folder = await mkdtemp(join(tmpdir(), 'locale-bundles-'));
  folders.push(folder);
  await writeFile(join(folder, 'package.json'), '{"type":"module"}');
  const { files, variants } = splitLocaleBundles(CHUNKS);
  for (const file of [...CHUNKS, ...files]) await writeFile(join(folder, file.fileName.replace('_astro/', '')), file.code);
  return { folder, variants };
}

describe('the client build split by language', () => {
  it('splits the chunks with words and those that name them, not the rest', () => {
    const { variants } = splitLocaleBundles(CHUNKS);
    expect([...variants]).toEqual([
      ['_astro/island.B1.js', '_astro/island.B1-bn.js'],
      ['_astro/lazy.C1.js', '_astro/lazy.C1-bn.js'],
      ['_astro/preload.D1.js', '_astro/preload.D1-bn.js'],
      ['_astro/words.A1.js', '_astro/words.A1-bn.js'],
    ]);
    expect(banglaFileName('_astro/common.CAORdUhq.js')).toBe('_astro/common.CAORdUhq-bn.js');
  });

  it('leaves one language’s words in each file, and the Bangla files import the Bangla ones', async () => {
    const { folder } = await writeSplit();
    const english = await readFile(join(folder, 'words.A1.js'), 'utf8');
    const bangla = await readFile(join(folder, 'words.A1-bn.js'), 'utf8');
    expect(english).toContain('Any price');
    expect(english).not.toContain('যেকোনো দাম');
    expect(bangla).toContain('যেকোনো দাম');
    expect(bangla).not.toContain('Any price');
    for (const code of [english, bangla]) expect(code).not.toContain(LOCALE_MARKER);
    expect(await readFile(join(folder, 'preload.D1-bn.js'), 'utf8')).toContain('`_astro/words.A1-bn.js`,`_astro/react.E1.js`');
    expect((await readdir(folder)).sort()).toContain('island.B1-bn.js');
  });

  it('runs: each file says its words whatever the page’s language reads', async () => {
    const { folder } = await writeSplit();
    const global = globalThis as { document?: unknown };
    global.document = { documentElement: { lang: 'en' } }; // the runtime would say English: the file decides
    try {
      const load = async (name: string) => import(pathToFileURL(join(folder, name)).href) as Promise<Record<string, () => unknown>>;
      const englishIsland = await load('island.B1.js');
      const banglaIsland = await load('island.B1-bn.js');
      expect(englishIsland['price']!()).toBe('Any price');
      expect(banglaIsland['price']!()).toBe('যেকোনো দাম');
      const later = (await banglaIsland['later']!()) as { lazy: () => string };
      expect(later.lazy()).toBe('lazy যেকোনো দাম');
    } finally {
      delete global.document;
    }
  });

  it('marks a compiled message, and stops the build when Paraglide reads the language otherwise', async () => {
    const compiled = await readFile(new URL('../../src/paraglide/messages/listing_anyprice1.js', import.meta.url), 'utf8');
    const marked = markMessageModule(compiled, 'listing_anyprice1.js');
    expect(marked).toContain(`${LOCALE_MARKER} ?? options.locale ?? getLocale()`);
    expect(marked).not.toContain('experimentalStaticLocale ?? options.locale');
    expect(() => markMessageModule('export const x = () => getLocale()', 'x.js')).toThrow(/does not read its language/);
  });

  it('settles a message as its language’s own function, without Paraglide’s wrapper', async () => {
    const compiled = await readFile(new URL('../../src/paraglide/messages/listing_pageof1.js', import.meta.url), 'utf8');
    // The module as a chunk of its own, its runtime imports standing in (a guest page says English).
    const code = markMessageModule(compiled, 'listing_pageof1.js')
      .replace(/^import .*$/m, 'const getLocale = () => "en", experimentalStaticLocale = undefined;');
    const { files } = splitLocaleBundles([{ fileName: '_astro/pageof.P1.js', code }]);
    const folder = await mkdtemp(join(tmpdir(), 'locale-bundles-'));
    folders.push(folder);
    await writeFile(join(folder, 'package.json'), '{"type":"module"}');
    for (const file of files) await writeFile(join(folder, file.fileName.replace('_astro/', '')), file.code);
    for (const [name, words] of [['pageof.P1.js', 'Page 2 of 5'], ['pageof.P1-bn.js', 'পৃষ্ঠা 2 / 5']] as const) {
      const settled = await readFile(join(folder, name), 'utf8');
      // One function: the language's own. The wrapper (defaulted inputs, options) would be a second.
      expect(settled.match(/=>/g)).toHaveLength(1);
      expect(settled).not.toContain('={}');
      const module = await import(pathToFileURL(join(folder, name)).href) as { listing_pageOf: (inputs?: object, options?: object) => string };
      expect(module.listing_pageOf({ page: 2, pages: 5 })).toBe(words);
      // Called as the wrapper allowed: no inputs, or another language asked for (the page's stands).
      expect(() => module.listing_pageOf()).not.toThrow();
      expect(module.listing_pageOf({ page: 2, pages: 5 }, { locale: name.includes('-bn') ? 'en' : 'bn' })).toBe(words);
    }
  });
});

describe('a Bangla page names the Bangla bundles', () => {
  const variants = new Map([['/_astro/HeaderCart.X1.js', '/_astro/HeaderCart.X1-bn.js']]);

  it('rewrites the islands’ and scripts’ URLs that have a Bangla sibling, nothing else', () => {
    const html = '<astro-island component-url="/_astro/HeaderCart.X1.js" renderer-url="/_astro/client.Y1.js"></astro-island>' +
      '<script type="module" src="/_astro/HeaderCart.X1.js"></script><p>/_astro/HeaderCart.X1.js</p>';
    expect(withBanglaBundles(html, variants)).toBe(
      '<astro-island component-url="/_astro/HeaderCart.X1-bn.js" renderer-url="/_astro/client.Y1.js"></astro-island>' +
      '<script type="module" src="/_astro/HeaderCart.X1-bn.js"></script><p>/_astro/HeaderCart.X1.js</p>',
    );
  });

  it('changes nothing outside a build (no map)', () => {
    const html = '<astro-island component-url="/_astro/HeaderCart.X1.js"></astro-island>';
    expect(withBanglaBundles(html, undefined)).toBe(html);
  });
});
