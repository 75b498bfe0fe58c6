import type { Page } from '../contract/common.ts';
import { linkedSearchSchema, type LinkedSearch } from '../contract/commerce.ts';
import { productPageSchema, type Product } from '../contract/product.ts';
import { failure } from './client.ts';
import { invalidInput } from './errors.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Products related to one item (`POST /api/items/linked/search`). */
export async function searchLinkedItems(client: ApiClient, search: LinkedSearch): Promise<ApiResult<Page<Product>>> {
  // Calls never throw (types.ts): bad input becomes the same 422 failure the server would answer.
  const parsed = linkedSearchSchema.safeParse(search);
  if (!parsed.success) return failure(invalidInput(parsed.error));
  return client.request('POST', '/api/items/linked/search', { body: parsed.data, schema: productPageSchema });
}
