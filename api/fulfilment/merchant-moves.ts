import type { OrderStatus } from '../../src/lib/contract/index.ts';
import { nextStatus, type OrderEvent } from '../../src/lib/order-machine.ts';
import { UNSHIPPED_STATES } from './overdue.ts';

/*
 * The merchant's moves (issue 26 §4), as events of the one state machine (src/lib/order-machine.ts):
 * which move is which event and which the merchant may make from a status. The machine alone
 * decides what is allowed.
 */

/** What the merchant can do to an order. */
export const MERCHANT_MOVES = ['confirm', 'pack', 'ship', 'deliver', 'cancel'] as const;
export type MerchantMove = (typeof MERCHANT_MOVES)[number];

/** The event of each move: the merchant's cancel reaches further than the shopper's (paid, packed). */
export const EVENT_OF: Readonly<Record<MerchantMove, OrderEvent>> = {
  confirm: 'confirm',
  pack: 'pack',
  ship: 'ship',
  deliver: 'deliver',
  cancel: 'cancel_by_shop',
};

/**
 * The statuses of the merchant's work list: waiting to be confirmed, confirmed (cash), paid, packed
 * (the ones the 48-hour flag watches), and shipped (waiting to be marked delivered).
 */
export const WORK_STATES = [...UNSHIPPED_STATES, 'shipped'] as const satisfies readonly OrderStatus[];
export type WorkState = (typeof WORK_STATES)[number];

/** The moves the merchant may make on an order in `status`. */
export function movesFrom(status: OrderStatus): MerchantMove[] {
  return MERCHANT_MOVES.filter((move) => nextStatus(status, EVENT_OF[move]) !== undefined);
}
