import * as v from 'valibot';
import { pageQuerySchema } from '../../src/lib/contract/common.ts';
import { ORDER_STATUSES, type OrderStatus, type PaymentMethod, type PaymentStatus, type ShippingAddress } from '../../src/lib/contract/index.ts';
import { MERCHANT_MOVES, WORK_STATES, type MerchantMove, type WorkState } from '../fulfilment/merchant-moves.ts';
import type { RefundChannel } from '../fulfilment/refund.ts';
import type { RefundState } from '../payments/refunds.ts';

/*
 * The merchant's side of fulfilment (issue 26 §4): the orders to work through and the moves that
 * take one to the door. Only the API and its editor screen read these, so they live beside the
 * editor API, as the pay-later decisions do (order-schemas.ts).
 */

/** `GET /api/editor/orders/fulfilment?state=&overdue=true&page=&size=`: without `state`, every state to work through. */
export const fulfilmentQuerySchema = v.strictObject({
  ...pageQuerySchema.entries,
  state: v.optional(v.picklist(WORK_STATES, `Expected ${WORK_STATES.join(', ')}`)),
  overdue: v.optional(v.pipe(v.picklist(['true', 'false'], 'Expected true or false'), v.transform((flag) => flag === 'true'))),
});

/** Text the merchant types on one line: trimmed, not empty, no control characters. */
const line = (max: number) =>
  v.pipe(
    v.string('Required'),
    v.trim(),
    v.nonEmpty('Required'),
    v.maxLength(max, `At most ${max} characters`),
    v.check((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'),
  );

/** What a courier's tracking number is made of (Pathao, Steadfast, RedX, Sundarban…): letters, digits and the marks they put between. */
const TRACKING = /^[A-Za-z0-9](?:[A-Za-z0-9 ./_-]*[A-Za-z0-9])?$/;
/**
 * A tracking number. Its form is judged only once `line` found nothing wrong: valibot runs every
 * check of a pipe (unless `abortPipeEarly`), and an empty, too long or control-character number
 * would otherwise be told two things. `rawCheck` sees the issues the pipe has so far, so the form
 * check need not repeat `line`'s rules.
 */
const trackingNumber = v.pipe(
  line(64),
  v.rawCheck(({ dataset, addIssue }) => {
    if (dataset.issues || TRACKING.test(dataset.value)) return;
    addIssue({ message: 'Letters and digits, as the courier wrote it' });
  }),
);

/** What every move may carry: the state the merchant saw (refuses a move taken on a stale screen) and a note for the record. */
const common = {
  expectedStatus: v.optional(v.picklist(ORDER_STATUSES, 'Expected an order status')),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500, 'At most 500 characters'), v.check((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'))),
};

/**
 * `POST /api/editor/orders/{id}/moves`: one move. Shipping names the courier and the tracking
 * number (the shopper is sent both); cancelling says why (kept with the move, never sent).
 */
export const orderMoveRequestSchema = v.variant(
  'move',
  [
    v.strictObject({ move: v.literal('confirm'), ...common }),
    v.strictObject({ move: v.literal('pack'), ...common }),
    v.strictObject({ move: v.literal('ship'), courier: line(80), trackingNumber, ...common }),
    v.strictObject({ move: v.literal('deliver'), ...common }),
    v.strictObject({ move: v.literal('cancel'), reason: line(300), ...common }),
  ],
  `Expected ${MERCHANT_MOVES.join(', ')}`,
);
export type OrderMoveRequest = v.InferOutput<typeof orderMoveRequestSchema>;

/** An order as the merchant works through it. */
export interface FulfilmentOrder {
  id: number;
  invoiceId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  total: number;
  currency: 'BDT';
  customer: { name: string; email: string | null; phone: string | null };
  /** Where it goes, as it was when ordered. */
  address: ShippingAddress;
  /** What to pack. */
  items: { name: string; skuCode: string; options: string; quantity: number }[];
  dateCreated: string;
  /** When its 48 hours started (api/fulfilment/overdue.ts), when they end (null once shipped), and whether they have. */
  waitingSince: string;
  dueBy: string | null;
  overdue: boolean;
  shipment: { courier: string; trackingNumber: string; shippedAt: string } | null;
  /** The moves the merchant may make now. */
  moves: MerchantMove[];
}

/** What a move did: the order as it is now and, for a paid order cancelled, the refund recorded. */
export interface OrderMoveDone {
  move: MerchantMove;
  movedAt: string;
  order: FulfilmentOrder;
  refund: { id: number; amount: number; currency: 'BDT'; channel: RefundChannel; state: RefundState } | null;
}

export type { MerchantMove, WorkState };
