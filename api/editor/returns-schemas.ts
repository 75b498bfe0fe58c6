import * as v from 'valibot';
import { pageQuerySchema } from '../../src/lib/contract/common.ts';
import { RETURN_STATES, type PaymentMethod, type ReturnRefundChannel, type ReturnState, type SaleReturn } from '../../src/lib/contract/index.ts';
import type { RefundState } from '../payments/refunds.ts';

/*
 * The merchant's side of returns (issue 26 §5): the list to work through and the moves of one
 * return. Only the API and its editor screen read these, so they live beside the editor API, as
 * the fulfilment ones do (fulfilment-schemas.ts).
 */

/** `GET /api/editor/returns?state=&page=&size=`: without `state`, all, the open ones (requested, accepted) first. */
export const editorReturnsQuerySchema = v.strictObject({
  ...pageQuerySchema.entries,
  state: v.optional(v.picklist(RETURN_STATES, `Expected ${RETURN_STATES.join(', ')}`)),
});

/** A note for the shopper: trimmed, at most 500 characters, several lines allowed, no other control characters. */
const note = v.pipe(
  v.string('Required'),
  v.check((text) => !/[^\P{Cc}\n\r\t]/u.test(text), 'Must not contain control characters'),
  v.trim(),
  v.maxLength(500, 'At most 500 characters'),
);

/** The state the merchant saw: refuses a move taken on a stale screen. */
const expectedState = v.optional(v.picklist(RETURN_STATES, 'Expected a return state'));

/**
 * `POST /api/editor/returns/{id}/decision`: accept (a note optional: how to send it back) or refuse
 * (a note required: the shopper is told why).
 */
export const returnDecisionSchema = v.variant(
  'decision',
  [
    v.strictObject({ decision: v.literal('accepted'), note: v.optional(note), expectedState }),
    v.strictObject({ decision: v.literal('refused'), note: v.pipe(note, v.nonEmpty('Say why: the shopper is told')), expectedState }),
  ],
  'Expected accepted or refused',
);
export type ReturnDecision = v.InferOutput<typeof returnDecisionSchema>;

/** `POST /api/editor/returns/{id}/received`: an empty body, or the state the merchant saw. */
export const returnReceivedSchema = v.strictObject({ expectedState });
export type ReturnReceived = v.InferOutput<typeof returnReceivedSchema>;

/** What the merchant may do to a return now. */
export type ReturnMove = 'accept' | 'refuse' | 'receive';

/** A return as the merchant works through it. */
export interface EditorReturn extends Omit<SaleReturn, 'refund' | 'lines'> {
  lines: (SaleReturn['lines'][number] & { saleLineId: number })[];
  customer: { name: string; email: string | null; phone: string | null };
  paymentMethod: PaymentMethod;
  /** What the order was paid, in all. */
  orderTotal: number;
  decidedBy: string | null;
  receivedBy: string | null;
  /** The refund recorded on receipt, with its row among the refunds (`GET /refunds`) and where that stands. */
  refund: { id: number | null; amount: number; currency: 'BDT'; channel: ReturnRefundChannel; state: RefundState | null; refundedAt: string } | null;
  moves: ReturnMove[];
}

/** What a move did: the return as it is now. */
export interface ReturnMoveDone {
  state: ReturnState;
  movedAt: string;
  return: EditorReturn;
}
