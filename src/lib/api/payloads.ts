import * as v from 'valibot';
import { count } from '../contract/common.ts';
import { productSummarySchema, type ProductSummary } from '../product-summary.ts';
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
  let response: Response;
  try {
    response = await fetch(`/categories/${encodeURIComponent(slug)}/_payload.json`);
  } catch {
    return failure(networkError());
  }
  // Not JSON at all (a proxy's HTML page): undefined, which fails the schema below.
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) return failure(errorFromResponse(response.status, data));
  const parsed = v.safeParse(categoryPayloadSchema, data);
  if (!parsed.success) return failure(unexpectedResponse());
  return mapResult({ ok: true, status: response.status, body: parsed.output }, (body) => ({ total: body.total, products: body.firstPage }));
}
