import { paymentSessionSchema, paymentViewSchema, type PaymentSession, type PaymentView } from '../contract/payments.ts';
import type { ApiClient, ApiResult } from './types.ts';

/* A card order's payment (issue 12 §2): read on the result pages, retried, or given up for cash. */

/** Where the order's payment stands (`GET /api/payments?invoiceId=`); another customer's is a 404. */
export function fetchPayment(client: ApiClient, invoiceId: string): Promise<ApiResult<PaymentView>> {
  return client.request('GET', '/api/payments', { query: { invoiceId }, schema: paymentViewSchema });
}

/** A new gateway session for an order still awaiting payment (`POST /api/payments/sessions?invoiceId=`). */
export function openPaymentSession(client: ApiClient, invoiceId: string): Promise<ApiResult<PaymentSession>> {
  return client.request('POST', '/api/payments/sessions', { query: { invoiceId }, schema: paymentSessionSchema });
}

/** Pays the courier instead of the card (`PATCH /api/payments/cash-on-delivery?invoiceId=`). */
export function payOnDelivery(client: ApiClient, invoiceId: string, phoneCode?: string): Promise<ApiResult<PaymentView>> {
  // The code texted to the order's phone, once the API asked for it (issue 26 §3).
  const body = phoneCode === undefined ? {} : { body: { phoneCode } };
  return client.request('PATCH', '/api/payments/cash-on-delivery', { query: { invoiceId }, schema: paymentViewSchema, ...body });
}
