import { readFile } from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';
import type { Category } from '../../src/lib/contract/index.ts';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { searchRecords } from '../../src/lib/search/records.ts';
import { sku } from './fixtures.ts';
import { usePagefindFolder } from './support/pagefind-folder.ts';

/*
 * Issue 25 §1: the build hands Pagefind one language's records at a time, written and let go before
 * the next (scripts/releases/search-release.ts `indexRecords`), so its service never holds the
 * catalogue in every language at once; the bundle still names every language's index.
 */

/** The languages of the records each Pagefind index was given, in the order the indexes were made. */
const given: string[][] = [];
/** Set, the next index fails to write and then to let go (a full disk, a service that died). */
let failing = false;
vi.mock('pagefind', async (original) => {
  const pagefind = await original<typeof import('pagefind')>();
  return {
    ...pagefind,
    async createIndex(...args: Parameters<typeof pagefind.createIndex>) {
      const made = await pagefind.createIndex(...args);
      if (!made.index) return made;
      const languages = new Set<string>();
      given.push([]);
      const seen = given.at(-1)!;
      const index = made.index;
      return {
        ...made,
        index: {
          ...index,
          addCustomRecord: (record: { language: string }) => {
            if (!languages.has(record.language)) seen.push(record.language);
            languages.add(record.language);
            return index.addCustomRecord(record as Parameters<typeof index.addCustomRecord>[0]);
          },
          writeFiles: async (options: Parameters<typeof index.writeFiles>[0]) =>
            failing ? { errors: ['no space left on device'], outputPath: '' } : index.writeFiles(options),
          deleteIndex: async () => {
            await index.deleteIndex();
            if (failing) throw new Error('the Pagefind service is gone');
          },
        },
      };
    },
  };
});

const { indexAll } = await import('../../scripts/releases/search-release.ts');
const { openSearch, searchIds } = await import('../../scripts/releases/search-on-disk.ts');

const pens: Category = { id: 1, name: 'Pens', nameBn: 'কলম', slug: 'pens', image: 'http://x/media/categories/pens.webp' };
const product = (id: number, name: string): ShopProduct => ({
  id, name, nameBn: 'জেল কলম', slug: `p-${id}`, description: '', categoryId: pens.id, brand: 'Deli', createdAt: `2026-01-0${id}T00:00:00.000Z`,
  images: [{ src: `http://x/media/products/${id}.webp`, width: 640, height: 640, alt: name }],
  skus: [sku({ id, price: 10 * id })], discount: null,
});

const { at } = usePagefindFolder('search-per-language-');

describe('the search index of a shop in two languages', () => {
  it('is made one language at a time, and its entry names both, each searchable', async () => {
    const records = [product(1, 'Deli Gel Pen'), product(2, 'Deli Ball Pen')].flatMap((p) => searchRecords(p, pens));
    await indexAll(records, at('pagefind'));
    expect(given).toEqual([['en'], ['bn']]);
    const entry = JSON.parse(await readFile(at('pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual(['bn', 'en']);
    expect(Object.values(entry.languages).map((language) => language.page_count)).toEqual([2, 2]);
    for (const language of ['en', 'bn'] as const) {
      expect(await searchIds(await openSearch(at('pagefind'), language), 'কলম', {})).toEqual({ total: 2, ids: [1, 2] });
    }
  });

  it('still writes a bundle for no records at all, of no language and no fragments', async () => {
    await indexAll([], at('empty'));
    const entry = JSON.parse(await readFile(at('empty', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> };
    expect(entry.languages).toEqual({});
    await expect(readFile(at('empty', 'pagefind.js'), 'utf8')).resolves.toContain('mergeIndex');
  });

  it('tells why indexing failed, not that letting go of the index failed after it', async () => {
    failing = true;
    try {
      await expect(indexAll(searchRecords(product(3, 'Deli Fountain Pen'), pens), at('failed'))).rejects.toThrow('Pagefind could not write: no space left on device');
    } finally {
      failing = false;
    }
  });
});
