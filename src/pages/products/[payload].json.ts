import type { APIRoute, GetStaticPaths } from 'astro';
import { loadListingPage } from '../../data/listing-page.ts';

/** `/products/_payload.json`: the data the product list was rendered from. */
export const getStaticPaths = (() => [{ params: { payload: '_payload' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => Response.json(await loadListingPage(null));
