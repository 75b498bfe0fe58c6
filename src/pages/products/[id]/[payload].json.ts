import type { APIRoute, GetStaticPaths } from 'astro';
import { loadProductPage, productPaths } from '../../../data/product-page.ts';
import type { ShopProduct } from '../../../lib/discounts.ts';

/** `/products/{id}/_payload.json`: the data the product page was rendered from (same `cacheKey`). */
export const getStaticPaths = (async () =>
  (await productPaths()).map(({ params, ...path }) => ({ ...path, params: { ...params, payload: '_payload' } }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ product: ShopProduct }> = async ({ props }) =>
  Response.json(await loadProductPage(props.product));
