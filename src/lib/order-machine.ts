import type { OrderStatus, PaymentStatus } from './contract/order-status.ts';

/*
 * The order state machine (issue 11 §3), written down once; the API refuses any other move with a
 * 409 and the shop shows "Cancel order" only where `cancel` is allowed.
 *
 *   pending ──confirm──► confirmed ──ship──► shipped ──deliver──► delivered
 *      │                   │   └──pay──► paid ──ship──┘
 *      └──cancel──► cancelled ◄──cancel──┘
 *   awaiting_payment ──pay──► paid
 *      ├──fail──► failed
 *      ├──cancel──► cancelled
 *      └──pay_on_delivery──► confirmed   (issue 12: the shopper gives up on the card, pays the courier)
 *
 * `cancelled` and `failed` are final, so the stock they give back is given back once.
 */

/** What can happen to an order. */
export type OrderEvent = 'confirm' | 'cancel' | 'fail' | 'pay' | 'pay_on_delivery' | 'ship' | 'deliver';

const MOVES: Readonly<Record<OrderEvent, Partial<Record<OrderStatus, OrderStatus>>>> = {
  confirm: { pending: 'confirmed' },
  cancel: { pending: 'cancelled', confirmed: 'cancelled', awaiting_payment: 'cancelled' },
  fail: { awaiting_payment: 'failed' },
  pay: { awaiting_payment: 'paid', confirmed: 'paid' },
  pay_on_delivery: { awaiting_payment: 'confirmed' },
  ship: { confirmed: 'shipped', paid: 'shipped' },
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
