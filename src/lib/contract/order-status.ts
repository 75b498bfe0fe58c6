/*
 * The words of an order's life (issue 11 §3). Which moves between them are allowed is a rule of
 * its own: `src/lib/order-machine.ts`, the one place the API and the shop read it from.
 */

/** Where an order is. `packed` (issue 26 §4): picked, checked and labelled, waiting for the courier. */
export const ORDER_STATUSES = ['pending', 'confirmed', 'awaiting_payment', 'paid', 'packed', 'shipped', 'delivered', 'cancelled', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether the order's money has come in. Cash on delivery stays `unpaid` until the courier brings it. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a customer pays. Cash on delivery now; card and pay-later arrive with the payments issue. */
export const PAYMENT_METHODS = ['cash_on_delivery', 'card', 'pay_later'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** An invoice number as the API writes it (`KL-20261123-000001`): checked before it goes into a URL or a query. */
export const INVOICE_ID_PATTERN = /^[A-Z0-9-]{4,40}$/;
