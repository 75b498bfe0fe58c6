/**
 * Issue 25 §4: precision@5 of the shop's two searches on the judged query set
 * (judged-queries.ts): the commerce API's listing, which answers a search sent from the header
 * (the first results a shopper sees), and the static index (Pagefind), which answers the
 * listing's refine box and the header's suggestions, searched in Node as the browser searches it.
 */
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DEMO_API_KEY } from '../../api/config/env.ts';
import { searchIndex } from '../../src/lib/search/pagefind.ts';
import { fetchFromDisk, openSearch } from '../releases/search-on-disk.ts';
import { JUDGED_DEPTH, JUDGED_QUERIES, precisionAt5 } from './judged-queries.ts';

export interface JudgedAnswer {
  query: string;
  /** The first five names each search answered, and their precision. */
  api: { names: string[]; precision: number };
  staticIndex: { names: string[]; precision: number };
}

export interface RankingResult {
  products: number;
  queries: JudgedAnswer[];
  /** Mean precision@5 over the judged set. */
  api: number;
  staticIndex: number;
}

const headers = { 'X-API-KEY': DEMO_API_KEY };

interface ListedPage { total: number; list: { name: string }[] }

async function listed(apiUrl: string, params: Record<string, string>): Promise<ListedPage> {
  const response = await fetch(`${apiUrl}/api/v3/items/joined?${new URLSearchParams(params)}`, { headers });
  if (!response.ok) throw new Error(`the API's listing answered ${response.status}`);
  return (await response.json()) as ListedPage;
}

/** Every product's English name, paged through the API's listing. */
async function catalogueNames(apiUrl: string): Promise<string[]> {
  const size = 100;
  const first = await listed(apiUrl, { page: '1', size: String(size) });
  const rest = await Promise.all(Array.from({ length: Math.ceil(first.total / size) - 1 }, (_, i) => listed(apiUrl, { page: String(i + 2), size: String(size) })));
  return [first, ...rest].flatMap((page) => page.list.map((product) => product.name));
}

/** The site's search index folder: the built site's own, or its live release's. */
async function pagefindFolder(siteDir: string): Promise<string> {
  for (const folder of [join(siteDir, 'pagefind'), join(siteDir, 'live', 'pagefind')]) {
    if (await stat(join(folder, 'pagefind.js')).catch(() => undefined)) return folder;
  }
  throw new Error(`no search index in ${siteDir}`);
}

/** Runs the judged set on the API at `apiUrl` and the static index built into `siteDir`. */
export async function benchRanking(siteDir: string, apiUrl: string): Promise<RankingResult> {
  const catalogue = await catalogueNames(apiUrl);
  const realFetch = globalThis.fetch;
  globalThis.fetch = fetchFromDisk as typeof fetch; // Pagefind's loader reads its files with fetch
  try {
    const index = await openSearch(await pagefindFolder(siteDir));
    const queries: JudgedAnswer[] = [];
    for (const judged of JUDGED_QUERIES) {
      const fromApi = (await listed(apiUrl, { page: '1', size: String(JUDGED_DEPTH), query: judged.query, sort: 'relevance' })).list.map((product) => product.name);
      const found = await searchIndex(index, new AbortController().signal, judged.query, {}, 1, JUDGED_DEPTH);
      const fromIndex = (found?.products ?? []).map((product) => product.name);
      queries.push({
        query: judged.query,
        api: { names: fromApi, precision: precisionAt5(judged, fromApi, catalogue) },
        staticIndex: { names: fromIndex, precision: precisionAt5(judged, fromIndex, catalogue) },
      });
    }
    const mean = (pick: (answer: JudgedAnswer) => number) => queries.reduce((sum, answer) => sum + pick(answer), 0) / queries.length;
    const result = { products: catalogue.length, queries, api: mean((a) => a.api.precision), staticIndex: mean((a) => a.staticIndex.precision) };
    for (const answer of queries.filter((a) => a.api.precision < 1 || a.staticIndex.precision < 1)) {
      console.log(`[bench] ranking “${answer.query}”: API ${answer.api.precision} (${answer.api.names.join(' | ')}); index ${answer.staticIndex.precision} (${answer.staticIndex.names.join(' | ')})`);
    }
    console.log(`[bench] precision@5 on ${queries.length} judged queries, ${catalogue.length} products: API ${result.api.toFixed(2)}, static index ${result.staticIndex.toFixed(2)}`);
    return result;
  } finally {
    globalThis.fetch = realFetch;
  }
}
