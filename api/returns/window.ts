import type { DatabaseSync } from 'node:sqlite';
import { RETURN_WINDOW_DAYS, type SaleReturns } from '../../src/lib/contract/index.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { typedQuery } from '../db/query.ts';
import { saleLinesOf, unitsInReturns, type SaleLineRow } from './rows.ts';

/*
 * What of an order may go back now (issue 26 §5): only a delivered order, only within 7 days of its
 * delivery (the time of its move into `delivered`, sale_events), only units delivered and not in a
 * return already (a refused return gives its units back to ask for), and one request at a time
 * waiting for the shop. Read by the shopper's page (to show the button, or why it is gone) and
 * checked again by the request itself, inside its write transaction.
 */

/** How long after delivery an order may be returned, in milliseconds. */
export const RETURN_WINDOW_MS = RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** An order line with the units of it that may still be asked back. */
export interface LineLeft {
  line: SaleLineRow;
  left: number;
}

/** Where an order stands for returns at a moment: the page's `returnable` and `unavailable`. */
export type ReturnPosition = Pick<SaleReturns, 'deliveredAt' | 'returnable' | 'unavailable'> & { lines: LineLeft[] };

/** When sale `saleId` was delivered (its last move into `delivered`), or null. */
export function deliveredAtOf(db: DatabaseSync, saleId: number): string | null {
  return typedQuery<{ at: string }>(db, "SELECT at FROM sale_events WHERE sale_id = ? AND status = 'delivered' ORDER BY id DESC LIMIT 1").get(saleId)?.at ?? null;
}

/** Each line of sale `saleId` with the units not in a return already (refused returns do not count). */
export function linesLeft(db: DatabaseSync, saleId: number): LineLeft[] {
  const asked = unitsInReturns(db, saleId, ['requested', 'accepted', 'received']);
  return saleLinesOf(db, saleId).map((line) => ({ line, left: line.quantity - (asked.get(line.id) ?? 0) }));
}

/** Whether a return of sale `saleId` waits for the shop's decision. */
export const hasUndecided = (db: DatabaseSync, saleId: number) =>
  typedQuery<{ id: number }>(db, "SELECT id FROM returns WHERE sale_id = ? AND state = 'requested' LIMIT 1").get(saleId) !== undefined;

/** Where `sale` (as read) stands for returns at `now`. */
export function returnPosition(db: DatabaseSync, sale: SaleRow, now: Date): ReturnPosition {
  const deliveredAt = sale.status === 'delivered' ? deliveredAtOf(db, sale.id) : null;
  const closed = (code: NonNullable<ReturnPosition['unavailable']>['code'], message: string, more: { closedAt?: string } = {}, lines: LineLeft[] = []): ReturnPosition => ({
    deliveredAt,
    returnable: null,
    unavailable: { code, message, ...more },
    lines,
  });
  if (deliveredAt === null) return closed('not_delivered', 'Only a delivered order can be returned');
  const until = new Date(Date.parse(deliveredAt) + RETURN_WINDOW_MS).toISOString();
  if (now.getTime() >= Date.parse(until)) {
    return closed('window_closed', `Returns closed ${RETURN_WINDOW_DAYS} days after delivery, on ${until}`, { closedAt: until });
  }
  const lines = linesLeft(db, sale.id);
  // Waiting for the shop first: what it decides may free units (a refusal) or not.
  if (hasUndecided(db, sale.id)) return closed('return_pending', 'A return of this order waits for the shop to decide', {}, lines);
  if (lines.every(({ left }) => left <= 0)) return closed('nothing_left', 'Everything delivered is in a return already', {}, lines);
  return {
    deliveredAt,
    returnable: { until, lines: lines.filter(({ left }) => left > 0).map(({ line, left }) => ({ skuId: line.sku_id, quantity: left })) },
    unavailable: null,
    lines,
  };
}
