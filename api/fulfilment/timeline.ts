import type { DatabaseSync } from 'node:sqlite';
import { ORDER_STATUSES, type OrderStatus, type SaleTimelineEntry } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';

/*
 * An order's moves as its shopper follows them (issue 26 §4), read from `sale_events`: one entry
 * per move, oldest first (in the order they were made), without the receipt notes `history` also
 * holds. The move into `shipped` carries the courier and the tracking number; who made a move, a
 * cancel's reason and the merchant's notes are the shop's own business and stay out.
 */

interface EventRow {
  status: OrderStatus;
  at: string;
  courier: string | null;
  tracking_number: string | null;
}

// The statuses are the contract's own words, never input: safe to write into the SQL.
const MOVES_ONLY = `status IN (${ORDER_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/** The timeline of sale `saleId`. */
export function timelineOf(db: DatabaseSync, saleId: number): SaleTimelineEntry[] {
  return typedQuery<EventRow>(db, `SELECT status, at, courier, tracking_number FROM sale_events WHERE sale_id = ? AND ${MOVES_ONLY} ORDER BY id`)
    .all(saleId)
    .map((row) => ({
      status: row.status,
      at: row.at,
      ...(row.status === 'shipped' && row.courier && row.tracking_number ? { courier: row.courier, trackingNumber: row.tracking_number } : {}),
    }));
}

/** The shipment of sale `saleId` once it is shipped: the courier, the tracking number and when it left. */
export function shipmentOf(db: DatabaseSync, saleId: number): { courier: string; trackingNumber: string; shippedAt: string } | null {
  const row = typedQuery<EventRow>(db, "SELECT status, at, courier, tracking_number FROM sale_events WHERE sale_id = ? AND status = 'shipped' ORDER BY id DESC LIMIT 1").get(saleId);
  return row?.courier && row.tracking_number ? { courier: row.courier, trackingNumber: row.tracking_number, shippedAt: row.at } : null;
}
