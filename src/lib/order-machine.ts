import type { OrderStatus, PaymentStatus } from './contract/order-status.ts';

/*
 * The order state machine (issue 11 §3, issue 26 §4), written down once; the API refuses any other
 * move with a 409 and the shop shows "Cancel order" only where `cancel` is allowed.
 *
 *   pending ──confirm──► confirmed ──pack──► packed ──ship──► shipped ──deliver──► delivered
 *                          └──pay──► paid ──pack──┘
 *   awaiting_payment ──pay──► paid
 *      ├──fail──► failed
 *      └──pay_on_delivery──► confirmed   (issue 12: the shopper gives up on the card, pays the courier)
 *
 *   cancel (the shopper):          pending, confirmed, awaiting_payment ──► cancelled
 *   cancel_by_shop (the merchant): those, and paid or packed            ──► cancelled
 *
 * The merchant moves an order on (api/fulfilment/): confirm, pack, ship, deliver, or cancel it.
 * - `ship` only from `packed`: a parcel goes to the courier once its goods are off the shelf,
 *   checked and labelled, so every shipped order passed through that step and the 48-hour flag
 *   (api/fulfilment/overdue.ts) reads one state for "ready, not yet with the courier". A shop that
 *   packs and hands over at once makes both moves.
 * - The shopper cancels only what is neither paid nor packed, as before: a `paid` or `packed`
 *   order only the shop cancels (refunding what was paid, api/fulfilment/refund.ts).
 * - Nobody cancels a `shipped` order: its goods have left; what comes back is a return.
 *
 * `cancelled` and `failed` are final, so the stock they give back is given back once.
 */

/** What can happen to an order. */
export type OrderEvent = 'confirm' | 'cancel' | 'cancel_by_shop' | 'fail' | 'pay' | 'pay_on_delivery' | 'pack' | 'ship' | 'deliver';

const MOVES: Readonly<Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus>>>> = {
  confirm: { pending: 'confirmed' },
  cancel: { pending: 'cancelled', confirmed: 'cancelled', awaiting_payment: 'cancelled' },
  cancel_by_shop: { pending: 'cancelled', confirmed: 'cancelled', awaiting_payment: 'cancelled', paid: 'cancelled', packed: 'cancelled' },
  fail: { awaiting_payment: 'failed' },
  pay: { awaiting_payment: 'paid', confirmed: 'paid' },
  pay_on_delivery: { awaiting_payment: 'confirmed' },
  pack: { confirmed: 'packed', paid: 'packed' },
  ship: { packed: 'shipped' },
  deliver: { shipped: 'delivered' },
};

/** Where `event` takes an order in `status`, or `undefined` when the move is not allowed. */
export function nextStatus(status: OrderStatus, event: OrderEvent): OrderStatus | undefined {
  return MOVES[event][status];
}

/** Whether a customer may still cancel an order in `status`. */
export function canCancel(status: OrderStatus): boolean {
  return nextStatus(status, 'cancel') !== undefined;
}

/** Whether moving into `status` gives the order's stock back (it leaves the warehouse's books). */
export function returnsStock(status: OrderStatus): boolean {
  return status === 'cancelled' || status === 'failed';
}

/** The payment status that goes with a move into `status` (`current` when the move says nothing of money). */
export function paymentStatusAfter(status: OrderStatus, current: PaymentStatus): PaymentStatus {
  if (status === 'paid') return 'paid';
  if (status === 'failed') return 'failed';
  // Cash on delivery is paid into the courier's hand.
  if (status === 'delivered') return 'paid';
  return current;
}
