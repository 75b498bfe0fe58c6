import { couponCheckSchema, couponPageSchema, type CouponApplyQuery, type CouponCheck, type Coupon } from '../contract/coupons.ts';
import {
  checkoutRequestSchema,
  orderMoveSchema,
  placedOrderSchema,
  quoteRequestSchema,
  quoteSchema,
  type CheckoutRequest,
  type OrderMove,
  type PlacedOrder,
  type Quote,
  type QuoteRequest,
} from '../contract/checkout.ts';
import type { Page } from '../contract/common.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** What the lines, coupon and delivery cost now, priced by the server (`POST /api/checkouts/quote`); a read, so retried. */
export function quoteCheckout(client: ApiClient, request: QuoteRequest, signal?: AbortSignal): Promise<ApiResult<Quote>> {
  return client.request('POST', '/api/checkouts/quote', { body: request, bodySchema: quoteRequestSchema, schema: quoteSchema, retry: true, signal });
}

/**
 * Places the order (`POST /api/checkouts`, 201). `idempotencyKey` is one per order attempt: the
 * server answers a repeat of it with the first order, so this one write may be retried safely.
 */
export function placeOrder(client: ApiClient, request: CheckoutRequest, idempotencyKey: string): Promise<ApiResult<PlacedOrder>> {
  return client.request('POST', '/api/checkouts', {
    body: request,
    bodySchema: checkoutRequestSchema,
    schema: placedOrderSchema,
    headers: { 'Idempotency-Key': idempotencyKey },
    retry: true,
  });
}

/** The moves of a checkout the storefront makes (spec §7): confirm a placed order, or cancel it. */
export type CheckoutMove = 'confirm' | 'cancel' | 'failure';

/** Ends a checkout one way (`PATCH /api/checkouts/{move}?invoiceId=`); a move the order cannot make is a 409. */
export function moveCheckout(client: ApiClient, move: CheckoutMove, invoiceId: string): Promise<ApiResult<OrderMove>> {
  return client.request('PATCH', `/api/checkouts/${move}`, { query: { invoiceId }, schema: orderMoveSchema });
}

/** The coupons running now (`POST /api/discount/coupons/search`); a read, so retried. */
export function searchCoupons(client: ApiClient): Promise<ApiResult<Page<Coupon>>> {
  return client.request('POST', '/api/discount/coupons/search', { body: {}, schema: couponPageSchema, retry: true });
}

/** What a coupon would take off a subtotal, or why not (`GET /api/discount/coupons/apply?code=&subtotal=`). */
export function applyCoupon(client: ApiClient, query: CouponApplyQuery): Promise<ApiResult<CouponCheck>> {
  return client.request('GET', '/api/discount/coupons/apply', { query: { code: query.code, subtotal: query.subtotal }, schema: couponCheckSchema });
}
