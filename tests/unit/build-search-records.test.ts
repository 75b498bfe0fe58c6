import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_RECORDS_RECEIVER, type SearchRecord } from '../../src/lib/search/records.ts';
import { useReferenceApi } from './support/reference-api.ts';

/*
 * Issue 25 §1 (memory): the build makes the search records when the product pages' paths hand them
 * to the Pagefind step, and keeps none: at 100,000 products they are 200,000 records held through
 * the whole render. `/search-records.json` carries them only for a build where nobody took them.
 */
const api = useReferenceApi({ demoProducts: 40 });
const receiver = globalThis as Record<symbol, unknown>;
let records: typeof import('../../src/data/search-records.ts');

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

beforeAll(async () => {
  process.env['PUBLIC_API_URL'] = api.running.url; // read by the astro:env stand-in when the loaders load
  records = await import('../../src/data/search-records.ts');
});
afterAll(() => {
  delete receiver[SEARCH_RECORDS_RECEIVER];
});

describe('the build’s search records', () => {
  it('are written into /search-records.json when nobody took them early: one per product and language', async () => {
    const file = await records.searchRecordsFile();
    expect(file).toHaveLength(80);
    expect(new Set(file.map((record) => record.language))).toEqual(new Set(['en', 'bn']));
  });

  it('are handed to the Pagefind step, then not kept by the build, nor written again into the file', async () => {
    let handed: WeakRef<SearchRecord[]> | undefined;
    let count = 0;
    receiver[SEARCH_RECORDS_RECEIVER] = (given: SearchRecord[]) => {
      handed = new WeakRef(given);
      count = given.length;
    };
    await records.offerSearchRecords();
    expect(count).toBe(80);
    // The receiver let go of them (the Pagefind step does once its index is written): nothing else holds them.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    expect(handed!.deref()).toBeUndefined();
    expect(await records.searchRecordsFile()).toEqual([]);
  });
});
