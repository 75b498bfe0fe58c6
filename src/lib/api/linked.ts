import * as v from 'valibot';
import type { Page } from '../contract/common.ts';
import { linkedSearchSchema, type LinkedSearch } from '../contract/commerce.ts';
import type { Product } from '../contract/domain.ts';
import { productWirePageSchema } from '../contract/product-list.ts';
import { invalidInput } from './errors.ts';
import { failure, mapResult } from './result.ts';
import { reshapeProduct } from './reshape-product.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Products related to one item (`POST /api/items/linked/search`); a read, so it may be retried. */
export async function searchLinkedItems(client: ApiClient, search: LinkedSearch): Promise<ApiResult<Page<Product>>> {
  // Read at build time only (a product page's related items), so no page ships this check: the
  // same schema the API validates with, so a bad search fails here without a round trip, and goes
  // with the schema's defaults.
  const parsed = v.safeParse(linkedSearchSchema, search);
  if (!parsed.success) return failure(invalidInput(parsed.issues));
  const result = await client.request('POST', '/api/items/linked/search', { body: parsed.output, schema: productWirePageSchema, retry: true });
  return mapResult(result, (body) => ({ ...body, list: body.list.map(reshapeProduct) }));
}
