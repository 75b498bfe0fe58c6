import type { APIRoute, GetStaticPaths } from 'astro';
import { categoryPaths, loadListingPage } from '../../../data/listing-page.ts';
import type { Category } from '../../../lib/contract/index.ts';

/** `/categories/{slug}/_payload.json`: the data the category page was rendered from (same `cacheKey`). */
export const getStaticPaths = (async () =>
  (await categoryPaths()).map(({ params, ...path }) => ({ ...path, params: { ...params, payload: '_payload' } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ category: Category }> = async ({ props }) => Response.json(await loadListingPage(props.category));
