import type { DatabaseSync } from 'node:sqlite';
import type { ShippingAddress } from '../../src/lib/contract/index.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { selectPage, typedQuery } from '../db/query.ts';
import type { FulfilmentOrder } from '../editor/fulfilment-schemas.ts';
import { movesFrom, WORK_STATES, type WorkState } from './merchant-moves.ts';
import { dueBy, isOverdue, overdueCutoff, UNSHIPPED_STATES, WAITING_SINCE_SQL } from './overdue.ts';
import { shipmentOf } from './timeline.ts';

/*
 * The merchant's work list (issue 26 §4): orders to confirm, pack, ship or mark delivered, newest
 * first, each flagged when its 48 hours are up (overdue.ts), and a filter for those alone. The
 * flag is worked out in SQL for the filter and the count, and again for each row from the same
 * start, on the injected clock.
 */

/** An order as listed: its row, when its 48 hours started, and its customer. */
export interface WorkRow extends SaleRow {
  waiting_since: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
}

/** What the list is asked for. */
export interface WorkQuery {
  state?: WorkState | undefined;
  overdue?: boolean | undefined;
  page: number;
  size: number;
}

const marks = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** The orders a merchant works through, and their count, at `now`. */
export function workList(db: DatabaseSync, { state, overdue, page, size }: WorkQuery, now: Date): { rows: WorkRow[]; total: number } {
  const states: readonly string[] = state ? [state] : WORK_STATES;
  const flagged = overdue === undefined ? '' : overdue ? `WHERE w.status IN (${marks(UNSHIPPED_STATES)}) AND w.waiting_since < ?` : `WHERE NOT (w.status IN (${marks(UNSHIPPED_STATES)}) AND w.waiting_since < ?)`;
  return selectPage<WorkRow>(db, {
    from: `(SELECT s.*, ${WAITING_SINCE_SQL} AS waiting_since FROM sales s WHERE s.status IN (${marks(states)})) w
      JOIN customers c ON c.id = w.customer_id ${flagged}`,
    params: [...states, ...(overdue === undefined ? [] : [...UNSHIPPED_STATES, overdueCutoff(now)])],
    columns: 'w.*, c.name AS customer_name, c.email AS customer_email, c.sign_in_phone AS customer_phone',
    orderBy: 'w.created_at DESC, w.id DESC',
    page,
    size,
  });
}

/** Sale `saleId` as the work list shows it (whatever its status: a move's answer shows it too). */
export function workRowOf(db: DatabaseSync, saleId: number): WorkRow | undefined {
  return typedQuery<WorkRow>(
    db,
    `SELECT w.*, c.name AS customer_name, c.email AS customer_email, c.sign_in_phone AS customer_phone
     FROM (SELECT s.*, ${WAITING_SINCE_SQL} AS waiting_since FROM sales s WHERE s.id = ?) w JOIN customers c ON c.id = w.customer_id`,
  ).get(saleId);
}

interface PackLine {
  name: string;
  sku_code: string;
  options: string;
  quantity: number;
}

/** A listed order, with its flag at `now`. */
export function toFulfilmentOrder(db: DatabaseSync, row: WorkRow, now: Date): FulfilmentOrder {
  const items = typedQuery<PackLine>(db, 'SELECT name, sku_code, options, quantity FROM sale_lines WHERE sale_id = ? ORDER BY id').all(row.id);
  const waiting = (UNSHIPPED_STATES as readonly string[]).includes(row.status);
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    total: paisaToTaka(row.total_paisa),
    currency: 'BDT',
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    address: JSON.parse(row.address_json) as ShippingAddress,
    items: items.map((line) => ({ name: line.name, skuCode: line.sku_code, options: line.options, quantity: line.quantity })),
    dateCreated: row.created_at,
    waitingSince: row.waiting_since,
    dueBy: waiting ? dueBy(row.waiting_since) : null,
    overdue: isOverdue(row.status, row.waiting_since, now),
    shipment: shipmentOf(db, row.id),
    moves: movesFrom(row.status),
  };
}
