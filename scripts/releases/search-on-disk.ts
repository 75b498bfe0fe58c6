import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openIndex, searchIndex, type Pagefind, type SearchIndex } from '../../src/lib/search/pagefind.ts';
import { SEARCH_DELTA_FILE } from '../../src/lib/search/delta-file.ts';
import type { Locale } from '../../src/paraglide/runtime.js';

/*
 * A built search index searched as the shop's listing searches it, in Node: Pagefind's own browser
 * library from the index folder (its loader and wasm), reading the index files from disk. Tests
 * and the bench's ranking step (scripts/bench/ranking.ts) search built indexes this way.
 */

const networkFetch = globalThis.fetch;

/**
 * A `fetch` that also reads the file: URLs Pagefind's loader asks for (Node's own does not read
 * files), other URLs going to the network; stub it in with `vi.stubGlobal`.
 */
export async function fetchFromDisk(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.protocol !== 'file:') return networkFetch(input, init);
  try {
    return new Response(await readFile(fileURLToPath(url)));
  } catch {
    return new Response('not found', { status: 404 });
  }
}

/**
 * Opens the index in `folder` (a `pagefind/` folder) with its delta, as `loadPagefind` does in the
 * browser on a page in `language` (English unless said). Pagefind's loader searches the index of
 * the page's `<html lang>` (a merged delta's too), and in Node, with no document, the one with the
 * most pages, whichever language that is: so it is shown a document of `language` while it starts,
 * and each language's loader is a module of its own (the loader keeps one search per module).
 */
export async function openSearch(folder: string, language: Locale = 'en'): Promise<SearchIndex> {
  const base = pathToFileURL(`${folder}/`).href;
  const described = JSON.parse(await readFile(join(folder, SEARCH_DELTA_FILE), 'utf8')) as { index?: unknown; superseded?: unknown };
  const global = globalThis as { document?: unknown };
  const had = Object.getOwnPropertyDescriptor(global, 'document');
  global.document = {
    currentScript: null,
    querySelector: (selector: string) => (selector === 'html' ? { getAttribute: (name: string) => (name === 'lang' ? language : null) } : null),
  };
  try {
    const module = (await import(/* @vite-ignore */ `${base}pagefind.js?lang=${language}`)) as Pagefind;
    await module.init?.(); // the loader reads the page's language here, on its first use
    return await openIndex(module, described, base);
  } finally {
    if (had) Object.defineProperty(global, 'document', had);
    else delete global.document;
  }
}

/** One page of a search: the total and the products' ids, in order. */
export async function searchIds(index: SearchIndex, term: string | null, options: { sort?: Record<string, string>; filters?: Record<string, string> }, page = 1, size = 1000): Promise<{ total: number; ids: number[] }> {
  const found = (await searchIndex(index, new AbortController().signal, term, options, page, size))!;
  return { total: found.total, ids: found.products.map((product) => product.id) };
}
