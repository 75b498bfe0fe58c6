import type { APIRoute } from 'astro';
import { loadSearchRecords } from '../data/search-records.ts';

/**
 * `/search-records.json`: every product as a search record. The Pagefind step of the build
 * (integrations/pagefind.ts) indexes it and then deletes it from the output.
 */
export const GET: APIRoute = async () => Response.json(await loadSearchRecords());
