import { beforeAll, describe, expect, it } from 'vitest';
import { indexLanguages, sameLanguagesBase } from '../../integrations/pagefind.ts';
import { rememberBase } from '../../scripts/releases/search-index.ts';
import { indexRelease } from '../../scripts/releases/search-release.ts';
import { openSearch } from '../../scripts/releases/search-on-disk.ts';
import type { Category } from '../../src/lib/contract/index.ts';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { countFacets, searchIndex, type SearchIndex } from '../../src/lib/search/pagefind.ts';
import { searchRecord, searchRecords, type SearchRecord } from '../../src/lib/search/records.ts';
import { sku } from './fixtures.ts';
import { usePagefindFolder } from './support/pagefind-folder.ts';


/*
 * Issue 24 §6 in a release build: the Pagefind step (integrations/pagefind.ts) indexes every
 * product in English and Bangla, and builds a delta only over a base in the same languages. The
 * browser searches the index of the page's language in the base and in the delta alike, and an
 * index without it falls back to its largest: over a base of English records only, a delta holding
 * the new Bangla records would give a Bangla page each product twice, once at its English URL.
 */

const pens: Category = { id: 1, name: 'Pens', nameBn: 'কলম', slug: 'pens', image: 'http://x/media/categories/pens.webp' };
const product = (id: number, name: string, nameBn = 'কলম'): ShopProduct => ({
  id, name, nameBn, slug: `p-${id}`, description: '', categoryId: pens.id, brand: 'Deli', createdAt: `2026-01-0${id}T00:00:00.000Z`,
  images: [{ src: `http://x/media/products/${id}.webp`, width: 640, height: 640, alt: name }],
  skus: [sku({ id, price: 10 * id })], discount: null,
});
const products = [product(1, 'Deli Gel Pen'), product(2, 'Deli Ball Pen'), product(3, 'Deli Fountain Pen', 'ডা\u09AF\u09BC\u09C7রি কলম')] // ডায়েরি in NFC, as the catalogue writes it;
const englishOnly: SearchRecord[] = products.map((p) => searchRecord(p, pens));
const bilingual: SearchRecord[] = products.flatMap((p) => searchRecords(p, pens));

const { at } = usePagefindFolder('search-languages-');
const cache = () => at('cache');
/** The release builder's output for release `id`, made after release `after`. */
const output = (id: string, after?: string) => ({ dir: at(id), ...(after ? { previous: { dir: at(after), copiedAt: Date.now() } } : {}) });

/** A search's hits as Pagefind answers them (superseded ones too): their pages, the index's site taken off. */
async function urls(searched: SearchIndex, term: string): Promise<string[]> {
  const found = await searched.pagefind.search(term, {});
  const data = await Promise.all((found?.results ?? []).map((hit) => hit.data()));
  return data.map(({ url }) => url.replace(/^.*?(?=\/(?:bn\/)?products\/)/, '')).sort();
}

beforeAll(async () => {
  // The live release, built before the shop had Bangla records.
  const first = await indexRelease(englishOnly, output('r1'), cache());
  await rememberBase(cache(), first.base!);
}, 60_000);

describe('a release index in two languages', () => {
  it('reads the languages of an index folder, none without one', async () => {
    expect(await indexLanguages(at('r1', 'pagefind'))).toEqual(['en']);
    expect(await indexLanguages(at('nowhere'))).toBeUndefined();
  });

  it('keeps the previous release as the base when its index has the same languages, and drops it when not', async () => {
    const release = output('rx', 'r1');
    expect(await sameLanguagesBase(release, englishOnly)).toBe(release);
    expect(await sameLanguagesBase(release, bilingual)).toEqual({ dir: at('rx') });
    expect(await sameLanguagesBase({ dir: at('ry'), previous: { dir: at('nowhere'), copiedAt: 1 } }, bilingual)).toEqual({ dir: at('ry'), previous: { dir: at('nowhere'), copiedAt: 1 } });
  });

  it('would give a Bangla page each product twice from a delta over an English-only base (why the base is dropped)', async () => {
    const delta = await indexRelease(bilingual, output('unguarded', 'r1'), cache());
    expect(delta.message).toContain('delta');
    const found = await urls(await openSearch(at('unguarded', 'pagefind'), 'bn'), 'কলম');
    expect(found).toEqual(expect.arrayContaining(['/products/1', '/bn/products/1']));
  });

  it('indexes everything anew over an English-only base, one index per language', async () => {
    const indexed = await indexRelease(bilingual, await sameLanguagesBase(output('r2', 'r1'), bilingual), cache());
    expect(indexed.message).not.toContain('delta');
    expect(await indexLanguages(at('r2', 'pagefind'))).toEqual(['bn', 'en']);
    expect(await urls(await openSearch(at('r2', 'pagefind'), 'bn'), 'কলম')).toEqual(['/bn/products/1', '/bn/products/2', '/bn/products/3']);
    expect(await urls(await openSearch(at('r2', 'pagefind'), 'en'), 'কলম')).toEqual(['/products/1', '/products/2', '/products/3']);
    await rememberBase(cache(), indexed.base!);
  });

  it('finds with a Bangla word as a shopper inflects it (কলমের, কলমগুলো) what the bare word finds, in both languages', async () => {
    // Pagefind has no Bengali stemmer; it finds these by its own back-off to the longest start of
    // the word that the index holds (Pagefind/pagefind#315). The commerce API strips the endings
    // itself (api/db/bangla-stem.ts): this holds the static side to finding the same.
    for (const language of ['bn', 'en'] as const) {
      const searched = await openSearch(at('r2', 'pagefind'), language);
      for (const inflected of ['কলমের', 'কলমগুলো', 'কলমটি', 'কলমে']) {
        const listed = (await searchIndex(searched, new AbortController().signal, inflected, {}, 1, 24))!;
        expect({ inflected, total: listed.total }).toEqual({ inflected, total: 3 });
      }
      expect((await countFacets(searched, new AbortController().signal, 'কলমের', {}))!.total).toBe(3);
    }
  });

  it('finds a word typed with the one-letter য় (U+09DF) that the catalogue writes as য with a nukta', async () => {
    // Pagefind normalises both sides itself (the API's search does it in api/db/bangla-stem.ts).
    for (const language of ['bn', 'en'] as const) {
      const searched = await openSearch(at('r2', 'pagefind'), language);
      const listed = (await searchIndex(searched, new AbortController().signal, 'ডা\u09DF\u09C7রি', {}, 1, 24))!;
      expect({ language, names: listed.products.map((p) => p.id) }).toEqual({ language, names: [3] });
    }
  });

  it('builds the next release as a delta in both languages over that base', async () => {
    const renamed = [product(1, 'Deli Gel Pen'), product(2, 'Deli Okapi Pen'), products[2]!].flatMap((p) => searchRecords(p, pens));
    const next = await indexRelease(renamed, await sameLanguagesBase(output('r3', 'r2'), renamed), cache());
    expect(next.message).toMatch(/\b2 changed \w+ indexed in a delta/); // the renamed pen's two records
    const bn = await openSearch(at('r3', 'pagefind'), 'bn');
    const en = await openSearch(at('r3', 'pagefind'), 'en');
    expect(await urls(bn, 'okapi')).toEqual(['/bn/products/2']);
    expect(await urls(en, 'okapi')).toEqual(['/products/2']);
    for (const [searched, prefix] of [[bn, '/bn'], [en, '']] as const) {
      // Pagefind's answer holds the superseded base hit too; the listing drops it.
      expect(await urls(searched, 'কলম')).toEqual([1, 2, 2, 3].map((id) => `${prefix}/products/${id}`));
      const listed = (await searchIndex(searched, new AbortController().signal, 'কলম', { sort: { price: 'asc' } }, 1, 24))!;
      expect({ total: listed.total, names: listed.products.map((p) => p.name) }).toEqual({ total: 3, names: ['Deli Gel Pen', 'Deli Okapi Pen', 'Deli Fountain Pen'] });
    }
  });
});
