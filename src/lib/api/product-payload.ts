import * as v from 'valibot';
import { positiveInteger } from '../contract/common.ts';
// Types from the header's contract module: the discount schema's module (commerce.ts) stays off the wishlist page.
import { DISCOUNT_TYPES } from '../contract/domain.ts';
import { productSchema } from '../contract/product-schema.ts';
import type { ShopProduct } from '../discounts.ts';
import { errorFromResponse, networkError, unexpectedResponse } from './errors.ts';
import { failure } from './result.ts';
import type { ApiResult } from './types.ts';

/*
 * A product as its prerendered page was built from it (`GET /products/{id}/_payload.json`, spec §7
 * Housekeeping): name, pictures and every sku with the build's prices, discount already applied.
 * The wishlist page draws its cards from these: the API's item search has no "by ids" filter, and
 * one static file per card comes from the CDN, about 2 KB compressed each (measured).
 */

/** A discount as the build applied it to a product (`AppliedDiscount` of `lib/discounts.ts`). */
const appliedDiscountSchema = v.object({
  id: positiveInteger,
  name: v.string(),
  type: v.picklist(DISCOUNT_TYPES),
  value: v.number(),
});
const productPayloadSchema = v.object({ product: v.object({ ...productSchema.entries, discount: v.nullable(appliedDiscountSchema) }) });

/** The product of `/products/{id}`, read from its page's `_payload.json`; never throws (404 when the page is gone). */
export async function productOfPage(id: number, signal?: AbortSignal): Promise<ApiResult<ShopProduct>> {
  let response: Response;
  try {
    response = await fetch(`/products/${encodeURIComponent(id)}/_payload.json`, signal ? { signal } : {});
  } catch {
    return failure(networkError());
  }
  // Not JSON (the 404 page's HTML): undefined, which fails the schema below.
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return failure(errorFromResponse(response.status, data));
  const parsed = v.safeParse(productPayloadSchema, data);
  return parsed.success ? { ok: true, status: response.status, body: parsed.output.product } : failure(unexpectedResponse());
}
