import type { Page } from '../contract/common.ts';
import type { Product } from '../contract/domain.ts';
import { productWirePageSchema } from '../contract/product-list.ts';
import type { ProductSort } from '../contract/sorts.ts';
import { mapResult } from './result.ts';
import { reshapeProduct } from './reshape-product.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** What a listing asks `GET /api/v3/items/joined` for (the search shell, text typed in a refine box): one page. */
export interface ProductSearch {
  page: number;
  size: number;
  categoryId: number | null;
  query: string;
  sort: ProductSort;
}

/**
 * A page of products from `GET /api/v3/items/joined` (spec §7, Items) for a listing's results (the
 * search shell's, text typed in a refine box), checked and reshaped. The query is not checked here
 * (`listProducts` does, for the build): the listing makes it from a parsed listing, the API checks
 * it anyway, and the query schema would only add to the listing pages' JavaScript.
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
