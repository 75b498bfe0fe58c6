import { productPageSchema, productQuerySchema } from '../contract/product.ts';
import type { Product, ProductQuery } from '../contract/product.ts';
import type { Page } from '../contract/common.ts';
import { failure } from './client.ts';
import { invalidInput } from './errors.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Lists products joined with images and skus: `GET /api/v3/items/joined` (spec §7, Items). */
export async function listProducts(client: ApiClient, query: ProductQuery = {}): Promise<ApiResult<Page<Product>>> {
  // The same schema the reference API validates with: a bad query fails here, without a round trip.
  const parsed = productQuerySchema.safeParse(query);
  if (!parsed.success) return failure(invalidInput(parsed.error));
  const { page, size, categoryId, query: text, sort } = parsed.data;
  return client.request('GET', '/api/v3/items/joined', {
    // An empty search means "no filter", so it is left out rather than sent as `query=`.
    query: { page, size, categoryId, query: text || undefined, sort },
    schema: productPageSchema,
  });
}
