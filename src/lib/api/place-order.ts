import { orderMoveSchema, placedOrderSchema, type CheckoutRequest, type OrderMove, type PlacedOrder } from '../contract/order-placing.ts';
import type { ApiClient, ApiResult } from './types.ts';

// Apart from the quote (checkout.ts): the checkout page loads these with its review step, not at once.

/**
 * Places the order (`POST /api/checkouts`, 201). `idempotencyKey` is one per order attempt: the
 * server answers a repeat of it with the first order, so this one write may be retried safely.
 */
export function placeOrder(client: ApiClient, request: CheckoutRequest, idempotencyKey: string): Promise<ApiResult<PlacedOrder>> {
  return client.request('POST', '/api/checkouts', {
    body: request,
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
