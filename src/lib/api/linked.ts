import type { Page } from '../contract/common.ts';
import { linkedSearchSchema, type LinkedSearch } from '../contract/commerce.ts';
import type { Product } from '../contract/domain.ts';
import { productWirePageSchema } from '../contract/product.ts';
import { mapResult } from './result.ts';
import { reshapeProduct } from './reshape-product.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Products related to one item (`POST /api/items/linked/search`); a read, so it may be retried. */
export async function searchLinkedItems(client: ApiClient, search: LinkedSearch): Promise<ApiResult<Page<Product>>> {
  const result = await client.request('POST', '/api/items/linked/search', { body: search, bodySchema: linkedSearchSchema, schema: productWirePageSchema, retry: true });
  return mapResult(result, (body) => ({ ...body, list: body.list.map(reshapeProduct) }));
}
