import type { DatabaseSync } from 'node:sqlite';
import type { Sale } from '../../src/lib/contract/index.ts';
import { nextStatus, paymentStatusAfter, returnsStock, type OrderEvent } from '../../src/lib/order-machine.ts';
import { transaction } from '../db/open.ts';
import { heldStock, ownSale, toSale, type SaleRow } from './sale-rows.ts';

/** What a move came to: the order as it is now, or why not (404 not the caller's, 409 not allowed). */
export type MoveResult = { status: 200; sale: Sale } | { status: 404 | 409; message: string };

/**
 * Moves one of `customerId`'s orders by `event` (issue 11 §3), checked against the state machine.
 * The status changes only if it is still the one read (`WHERE status = ?`), inside one write
 * transaction, so of two moves racing one wins and the other is refused; the stock an order held
 * goes back with the move into `cancelled` or `failed`, which are final: it goes back once.
 */
export function moveSale(db: DatabaseSync, customerId: number, which: { id: number } | { invoiceId: string }, event: OrderEvent, now: Date, set: Readonly<Record<string, string>> = {}): MoveResult {
  return transaction(
    db,
    (): MoveResult => {
      const row = ownSale(db, customerId, which);
      if (!row) return { status: 404, message: 'Order not found' };
      const moved = applyMove(db, row, event, now, set, { actor: 'customer' });
      if (moved !== 'moved') return { status: 409, message: moved === 'raced' ? 'The order moved on meanwhile' : `An order that is ${row.status.replace('_', ' ')} cannot be moved that way (${event})` };
      return { status: 200, sale: toSale(db, ownSale(db, customerId, { id: row.id })!) };
    },
    { immediate: true },
  );
}

/** What `applyMove` did: moved, refused by the state machine, or lost a race to another move. */
export type MoveOutcome = 'moved' | 'refused' | 'raced';

/**
 * What a move's history entry keeps beside its status and time (migration 17): who made it, and
 * the merchant's words with it (a courier and tracking number on shipping, a cancel's reason, a note).
 */
export interface MoveDetail {
  actor?: string;
  note?: string;
  reason?: string;
  courier?: string;
  trackingNumber?: string;
}

/**
 * Moves `row` (as read) by `event` inside the caller's write transaction: the state machine says
 * where to, the update applies only if the status is still the one read, the move is recorded,
 * and a move into a final state gives the stock back. `set` adds columns to the same update (the
 * payment's reference, the payment method); `detail` goes on the move's history entry. Shared by
 * the customer's moves, the payments' and the merchant's (api/fulfilment/moves.ts).
 */
export function applyMove(db: DatabaseSync, row: SaleRow, event: OrderEvent, now: Date, set: Readonly<Record<string, string>> = {}, detail: MoveDetail = {}): MoveOutcome {
  const next = nextStatus(row.status, event);
  if (!next) return 'refused';
  const extra = Object.keys(set).map((column) => `, ${column} = ?`).join('');
  const moved = db
    .prepare(`UPDATE sales SET status = ?, payment_status = ?${extra} WHERE id = ? AND status = ?`)
    .run(next, paymentStatusAfter(next, row.payment_status), ...Object.values(set), row.id, row.status);
  if (Number(moved.changes) === 0) return 'raced';
  db.prepare('INSERT INTO sale_events (sale_id, status, at, actor, note, reason, courier, tracking_number) VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(
    row.id,
    next,
    now.toISOString(),
    detail.actor ?? null,
    detail.note ?? null,
    detail.reason ?? null,
    detail.courier ?? null,
    detail.trackingNumber ?? null,
  );
  if (returnsStock(next)) {
    const give = db.prepare('UPDATE skus SET stock = stock + ? WHERE id = ?');
    for (const line of heldStock(db, row.id)) give.run(line.quantity, line.skuId);
  }
  return 'moved';
}
