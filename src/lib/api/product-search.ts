import type { Page } from '../contract/common.ts';
import type { Product } from '../contract/domain.ts';
import { productWirePageSchema } from '../contract/product-list.ts';
import type { ProductSort } from '../contract/sorts.ts';
import { mapResult } from './result.ts';
import { reshapeProduct } from './reshape-product.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** What the search shell asks `GET /api/v3/items/joined` for: one listing page. */
export interface ProductSearch {
  page: number;
  size: number;
  categoryId: number | null;
  query: string;
  sort: ProductSort;
}

/**
 * A page of products from `GET /api/v3/items/joined` (spec §7, Items) for the search shell's
 * results, checked and reshaped. The query is not checked here (`listProducts` does, for the
 * build): the shell makes it from a parsed listing, the API checks it anyway, and the query schema
 * would only add to the search page's JavaScript.
 */
export async function searchProductPage(client: ApiClient, search: ProductSearch, signal?: AbortSignal): Promise<ApiResult<Page<Product>>> {
  const { page, size, sort, categoryId, query } = search;
  const result = await client.request('GET', '/api/v3/items/joined', {
    // An empty search means "no filter", so it is left out rather than sent as `query=`.
    query: { page, size, sort, categoryId, query: query || undefined },
    schema: productWirePageSchema,
    signal,
  });
  return mapResult(result, (body) => ({ ...body, list: body.list.map(reshapeProduct) }));
}
