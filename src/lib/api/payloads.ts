import * as v from 'valibot';
import { count } from '../contract/common.ts';
import { productSummarySchema, type ProductSummary } from '../product-summary.ts';
import type { CategoryProducts } from '../search/category-listing.ts';
import { failure, mapResult } from './result.ts';
import { errorFromResponse, networkError, unexpectedResponse } from './errors.ts';
import type { ApiResult } from './types.ts';

/*
 * The shop's own prerendered data (spec §7, Housekeeping: `GET {path}/_payload.json`), from the
 * site's origin rather than the commerce API, so plain `fetch` and no API headers.
 */

const categoryPayloadSchema = v.object({ total: count, firstPage: v.array(productSummarySchema) });

/**
 * The first page of a category as its prerendered page shows it, read from that page's
 * `_payload.json`: a couple of kilobytes instead of the search library and index. Never throws: a
 * missing page, a network failure or a payload of another shape is a failed result.
 */
export async function categoryFirstPage(slug: string): Promise<ApiResult<{ total: number; products: ProductSummary[] }>> {
  return mapResult(await ownData(`/categories/${encodeURIComponent(slug)}/_payload.json`, categoryPayloadSchema), (body) => ({ total: body.total, products: body.firstPage }));
}

/** The site's own JSON file at `path`, read with `schema`: a missing file, a network failure or another shape is a failed result. */
async function ownData<Schema extends v.GenericSchema>(path: string, schema: Schema): Promise<ApiResult<v.InferOutput<Schema>>> {
  let response: Response;
  try {
    response = await fetch(path);
  } catch {
    return failure(networkError());
  }
  // Not JSON at all (a proxy's HTML page): undefined, which fails the schema below.
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return failure(errorFromResponse(response.status, data));
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) return failure(unexpectedResponse());
  return { ok: true, status: response.status, body: parsed.output };
}

const categoryProductsSchema = v.object({
  items: v.array(v.object({ card: productSummarySchema, filters: v.record(v.string(), v.array(v.string())) })),
});

/**
 * Every product of a category, as cards with their filter values (`/categories/{slug}/products.json`,
 * src/data/listing-page.ts): the category's filtered and sorted listings without the search index.
 * Never throws, as `categoryFirstPage`.
 */
export async function categoryProducts(slug: string): Promise<ApiResult<CategoryProducts>> {
  return ownData(`/categories/${encodeURIComponent(slug)}/products.json`, categoryProductsSchema);
}
