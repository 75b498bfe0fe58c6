import * as v from 'valibot';
import type { Page } from '../contract/common.ts';
import type { Product } from '../contract/domain.ts';
import { productWirePageSchema } from '../contract/product-list.ts';
import { fetchProductPage, type ProductApi, type ProductSearch } from './product-fetch.ts';
import { reshapeProduct } from './reshape-product.ts';

export type { ProductApi, ProductSearch } from './product-fetch.ts';

/**
 * A page of products from `GET /api/v3/items/joined` (spec §7, Items) for the search shell's
 * results, or `null` when no valid answer came (no network, an error status, a body off contract).
 */
export async function searchProductPage(api: ProductApi, search: ProductSearch): Promise<Page<Product> | null> {
  const parsed = v.safeParse(productWirePageSchema, await fetchProductPage(api, search));
  return parsed.success ? { ...parsed.output, list: parsed.output.list.map(reshapeProduct) } : null;
}
