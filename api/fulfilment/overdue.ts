import type { OrderStatus } from '../../src/lib/contract/index.ts';

/*
 * The 48-hour flag (issue 26 §4). The Digital Commerce Operation Guidelines 2021 give a shop 48
 * hours to tell the shopper when an order cannot be delivered, so an order the shop has not handed
 * to a courier within 48 hours is one the merchant must act on now: ship it, or cancel it and say so.
 *
 * The clock starts when the shop took the order on: its first move into `confirmed` (a cash order
 * the merchant confirmed, a card order turned cash) or `paid` (a card or pay-later payment), else,
 * for an order still waiting to be confirmed, when it was placed. Times are ISO instants written
 * by `toISOString`, so comparing them as text compares them in time.
 */

/** How long an order may wait for its courier. */
export const SHIP_WITHIN_MS = 48 * 60 * 60 * 1000;

/** The states an order waits in before it reaches the courier: the ones that can be overdue. */
export const UNSHIPPED_STATES = ['pending', 'confirmed', 'paid', 'packed'] as const satisfies readonly OrderStatus[];

/** SQL: when the 48 hours of sale `s` started (see above). */
export const WAITING_SINCE_SQL = `COALESCE((SELECT MIN(e.at) FROM sale_events e WHERE e.sale_id = s.id AND e.status IN ('confirmed', 'paid')), s.created_at)`;

/** An order waiting since before this instant (ISO) is overdue at `now`. */
export function overdueCutoff(now: Date): string {
  return new Date(now.getTime() - SHIP_WITHIN_MS).toISOString();
}

/** When an order waiting since `waitingSince` must be with its courier. */
export function dueBy(waitingSince: string): string {
  return new Date(Date.parse(waitingSince) + SHIP_WITHIN_MS).toISOString();
}

/** Whether an order in `status`, waiting since `waitingSince`, has waited more than 48 hours at `now`. */
export function isOverdue(status: OrderStatus, waitingSince: string, now: Date): boolean {
  return (UNSHIPPED_STATES as readonly OrderStatus[]).includes(status) && waitingSince < overdueCutoff(now);
}
