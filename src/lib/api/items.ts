import * as v from 'valibot';
import type { Page } from '../contract/common.ts';
import type { Product } from '../contract/domain.ts';
import { productQuerySchema, productWirePageSchema, type ProductQuery } from '../contract/product-list.ts';
import { failure, mapResult } from './result.ts';
import { invalidInput } from './errors.ts';
import { reshapeProduct } from './reshape-product.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Lists products joined with images and skus: `GET /api/v3/items/joined` (spec §7, Items). */
export async function listProducts(client: ApiClient, query: ProductQuery = {}): Promise<ApiResult<Page<Product>>> {
  // The same schema the reference API validates with: a bad query fails here, without a round trip.
  const parsed = v.safeParse(productQuerySchema, query);
  if (!parsed.success) return failure(invalidInput(parsed.issues));
  const { page, size, categoryId, query: text, sort } = parsed.output;
  const result = await client.request('GET', '/api/v3/items/joined', {
    // An empty search means "no filter", so it is left out rather than sent as `query=`.
    query: { page, size, categoryId, query: text || undefined, sort },
    schema: productWirePageSchema,
  });
  return mapResult(result, (body) => ({ ...body, list: body.list.map(reshapeProduct) }));
}
