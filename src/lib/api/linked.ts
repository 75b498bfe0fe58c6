import * as v from 'valibot';
import type { Page } from '../contract/common.ts';
import { linkedSearchSchema, type LinkedSearch } from '../contract/commerce.ts';
import type { Product } from '../contract/domain.ts';
import { productWirePageSchema } from '../contract/product.ts';
import { failure, mapResult } from './result.ts';
import { invalidInput } from './errors.ts';
import { reshapeProduct } from './reshape.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Products related to one item (`POST /api/items/linked/search`); a read, so it may be retried. */
export async function searchLinkedItems(client: ApiClient, search: LinkedSearch): Promise<ApiResult<Page<Product>>> {
  // Calls never throw (types.ts): bad input becomes the same 422 failure the server would answer.
  const parsed = v.safeParse(linkedSearchSchema, search);
  if (!parsed.success) return failure(invalidInput(parsed.issues));
  const result = await client.request('POST', '/api/items/linked/search', { body: parsed.output, schema: productWirePageSchema, retry: true });
  return mapResult(result, (body) => ({ ...body, list: body.list.map(reshapeProduct) }));
}
