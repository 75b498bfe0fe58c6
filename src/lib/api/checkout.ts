import type { QuoteRequest } from '../contract/checkout-input.ts';
import { quoteSchema, type Quote } from '../contract/checkout.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** What the lines, coupon and delivery cost now, priced by the server (`POST /api/checkouts/quote`); a read, so retried. */
export function quoteCheckout(client: ApiClient, request: QuoteRequest, signal?: AbortSignal): Promise<ApiResult<Quote>> {
  return client.request('POST', '/api/checkouts/quote', { body: request, schema: quoteSchema, retry: true, signal });
}
