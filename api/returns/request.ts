import type { DatabaseSync } from 'node:sqlite';
import type * as v from 'valibot';
import type { returnRequestSchema } from '../../src/lib/contract/index.ts';
import { ownSale } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { keepPhotos, unusablePhoto, UNKNOWN_FILE } from './photos.ts';
import { returnPosition } from './window.ts';

/*
 * A shopper asks to return units of a delivered order (issue 26 §5). Everything is checked inside
 * one write transaction (`BEGIN IMMEDIATE`), against the order and its returns as they are then:
 * two requests racing are judged one after the other, so together they never ask back more than
 * was delivered, and the partial unique index of migration 19 keeps one undecided request per order
 * whatever else happens.
 */

/** What asking came to: the new return's id, or why not. */
export type RequestOutcome =
  | { status: 201; returnId: number }
  | { status: 404; message: string }
  | { status: 409; code: 'return_pending'; message: string }
  /** `code` when the order as a whole cannot be returned (the page says why); `closedAt` with `return_window_closed`. */
  | { status: 422; field: string; message: string; code?: 'not_delivered' | 'return_window_closed' | 'nothing_left'; closedAt?: string };

type Request = v.InferOutput<typeof returnRequestSchema>;

/** Records `customerId`'s `request` at `now`, or says why not. */
export function requestReturn(db: DatabaseSync, customerId: number, request: Request, now: Date): RequestOutcome {
  return transaction(
    db,
    (): RequestOutcome => {
      const sale = ownSale(db, customerId, { id: request.saleId });
      if (!sale) return { status: 404, message: 'Order not found' };
      const position = returnPosition(db, sale, now);
      const why = position.unavailable;
      if (why?.code === 'not_delivered') return { status: 422, field: 'saleId', code: 'not_delivered', message: why.message };
      if (why?.code === 'window_closed') return { status: 422, field: 'saleId', code: 'return_window_closed', message: why.message, closedAt: why.closedAt! };
      if (why?.code === 'nothing_left') return { status: 422, field: 'saleId', code: 'nothing_left', message: why.message };
      if (why?.code === 'return_pending') return { status: 409, code: 'return_pending', message: `${why.message}: wait for its answer, then ask again` };
      const bySku = new Map(position.lines.map((entry) => [entry.line.sku_id, entry]));
      for (const [index, asked] of request.lines.entries()) {
        const entry = bySku.get(asked.skuId);
        if (!entry) return { status: 422, field: `lines.${index}.skuId`, message: 'This item is not in the order' };
        if (asked.quantity > entry.left) {
          const message = entry.left === 0 ? 'Every unit of this item is in a return already' : `At most ${entry.left} of this item can be returned`;
          return { status: 422, field: `lines.${index}.quantity`, message };
        }
      }
      const badPhoto = unusablePhoto(db, customerId, sale.id, request.photos);
      if (badPhoto >= 0) return { status: 422, field: `photos.${badPhoto}`, message: UNKNOWN_FILE };
      const inserted = db
        .prepare("INSERT INTO returns (sale_id, state, reason, requested_at) VALUES (?, 'requested', ?, ?)")
        .run(sale.id, request.reason, now.toISOString());
      const returnId = Number(inserted.lastInsertRowid);
      const line = db.prepare('INSERT INTO return_lines (return_id, sale_line_id, quantity) VALUES (?, ?, ?)');
      for (const asked of request.lines) line.run(returnId, bySku.get(asked.skuId)!.line.id, asked.quantity);
      keepPhotos(db, returnId, request.photos);
      return { status: 201, returnId };
    },
    { immediate: true },
  );
}
