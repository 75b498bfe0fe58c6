import type { APIRoute } from 'astro';
import { searchRecordsFile } from '../data/search-records.ts';

/**
 * `/search-records.json`: every product as a search record in each language (English and Bangla,
 * each with its own page's URL, whatever language this is rendered in), for a build whose Pagefind
 * step did not take them early; empty when it did (src/data/search-records.ts). The Pagefind step
 * of the build (integrations/pagefind.ts) indexes it and then deletes it from the output.
 */
export const GET: APIRoute = async () => Response.json(await searchRecordsFile());
