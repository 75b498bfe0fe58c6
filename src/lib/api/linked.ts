import type { Page } from '../contract/common.ts';
import { linkedSearchSchema, type LinkedSearch } from '../contract/commerce.ts';
import { productPageSchema, type Product } from '../contract/product.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Products related to one item (`POST /api/items/linked/search`). */
export function searchLinkedItems(client: ApiClient, search: LinkedSearch): Promise<ApiResult<Page<Product>>> {
  return client.request('POST', '/api/items/linked/search', {
    body: linkedSearchSchema.parse(search),
    schema: productPageSchema,
  });
}
