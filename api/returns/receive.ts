import type { DatabaseSync } from 'node:sqlite';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import type { Editor } from '../editor/auth.ts';
import { recordChange } from '../editor/changes.ts';
import { refundChannelOf } from '../fulfilment/refund.ts';
import type { ReturnReceived } from '../editor/returns-schemas.ts';
import { addressed, type ReturnNoticeTo } from './notify.ts';
import { returnRefund } from './refund-amount.ts';
import { recordReturnRefund, refundedPaisaOf, type RecordedRefund } from './refund.ts';
import { raced, refusalFor, type ReturnRefusal } from './refusals.ts';
import { returnLinesOf, returnRow, saleLinesOf, unitsInReturns } from './rows.ts';

/*
 * An accepted return's parcel is back (issue 26 §5): in one write transaction, the return moves
 * to `received` only if it is still `accepted` (`WHERE state = 'accepted'`), its units go back on
 * the shelf, and its refund is worked out (refund-amount.ts: what was paid for those units, never
 * more than was paid less earlier refunds) and recorded on the order's channel (refund.ts). The
 * move is the guard of the rest: of twenty receipts at once one moves it, so the stock comes back
 * once and one refund is recorded; the others are told so (409). A card refund is started at the
 * gateway and the shopper told after the commit (the route does both).
 */

/** A receipt made: the return's id, its refund (none when nothing was owed) and what to tell whom. */
export interface ReceiptMade {
  status: 200;
  returnId: number;
  refund: (RecordedRefund & { paisa: number }) | undefined;
  notice: ReturnNoticeTo;
}

/** Marks return `returnId` received for `editor` at `now`. */
export function receiveReturn(db: DatabaseSync, editor: Editor, returnId: number, request: ReturnReceived, now: Date): ReceiptMade | ReturnRefusal {
  return transaction(
    db,
    (): ReceiptMade | ReturnRefusal => {
      const row = returnRow(db, returnId);
      const refusal = refusalFor(row, 'accepted', request.expectedState, 'received');
      if (refusal || !row) return refusal!;
      const at = now.toISOString();
      const moved = db.prepare("UPDATE returns SET state = 'received', received_at = ?, received_by = ? WHERE id = ? AND state = 'accepted'").run(at, editor.who, row.id);
      if (Number(moved.changes) === 0) return raced(row);
      const sale = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(row.sale_id)!;
      const lines = returnLinesOf(db, row.id);
      const restock = db.prepare('UPDATE skus SET stock = stock + ? WHERE id = ?');
      for (const line of lines) restock.run(line.returned, line.sku_id);

      // Before: what came back in the returns received earlier (this one is `received` now: left out).
      const before = unitsInReturns(db, sale.id, ['received']);
      for (const line of lines) before.set(line.id, (before.get(line.id) ?? 0) - line.returned);
      const amount = returnRefund(
        {
          subtotalPaisa: sale.subtotal_paisa,
          discountPaisa: sale.discount_paisa,
          deliveryPaisa: sale.delivery_paisa,
          paidPaisa: sale.payment_status === 'paid' ? sale.total_paisa : 0,
          refundedPaisa: refundedPaisaOf(db, sale.id),
        },
        saleLinesOf(db, sale.id).map((line) => ({ id: line.id, quantity: line.quantity, linePaisa: line.line_paisa })),
        before,
        new Map(lines.map((line) => [line.id, line.returned])),
      );
      const recorded = amount.paisa > 0 ? recordReturnRefund(db, sale, row.id, amount.paisa, now) : undefined;
      const channel = recorded?.channel ?? refundChannelOf(sale);
      db.prepare('UPDATE returns SET refund_paisa = ?, refund_channel = ?, refund_id = ?, refunded_at = ? WHERE id = ?').run(amount.paisa, channel, recorded?.id ?? null, at, row.id);

      recordChange(
        db,
        editor,
        {
          resource: 'return',
          id: row.id,
          before: { state: row.state },
          after: {
            state: 'received',
            invoiceId: sale.invoice_id,
            restocked: lines.map((line) => ({ skuId: line.sku_id, quantity: line.returned })),
            refundPaisa: amount.paisa,
            refundChannel: channel,
            ...(recorded ? { refundId: recorded.id } : {}),
            ...(amount.capped ? { capped: true } : {}),
          },
        },
        now,
      );
      const notice = addressed(db, sale, { invoiceId: sale.invoice_id, saleId: sale.id, returnId: row.id, kind: 'received', refundPaisa: amount.paisa, channel });
      return { status: 200, returnId: row.id, refund: recorded ? { ...recorded, paisa: amount.paisa } : undefined, notice };
    },
    { immediate: true },
  );
}
