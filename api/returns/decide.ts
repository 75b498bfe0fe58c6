import type { DatabaseSync } from 'node:sqlite';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import type { Editor } from '../editor/auth.ts';
import { recordChange } from '../editor/changes.ts';
import type { ReturnDecision } from '../editor/returns-schemas.ts';
import { addressed, type ReturnNoticeTo } from './notify.ts';
import { raced, refusalFor, type ReturnRefusal } from './refusals.ts';
import { returnRow } from './rows.ts';

/*
 * The merchant accepts or refuses a requested return, with a note (issue 26 §5): read, checked,
 * moved (only if it is still `requested`: `WHERE state = 'requested'`), audited, in one write
 * transaction, so of twenty decisions at once one is made and the others are told so (409). A
 * refused return frees its units to be asked for again (window.ts); nothing else moves. The
 * shopper is told either way, after the commit (the route sends it).
 */

/** A decision made: the return's id and what to tell whom. */
export interface DecisionMade {
  status: 200;
  returnId: number;
  notice: ReturnNoticeTo;
}

/** Decides return `returnId` by `request` for `editor` at `now`. */
export function decideReturn(db: DatabaseSync, editor: Editor, returnId: number, request: ReturnDecision, now: Date): DecisionMade | ReturnRefusal {
  return transaction(
    db,
    (): DecisionMade | ReturnRefusal => {
      const row = returnRow(db, returnId);
      const refusal = refusalFor(row, 'requested', request.expectedState, request.decision);
      if (refusal || !row) return refusal!;
      const note = request.note || null;
      const moved = db
        .prepare("UPDATE returns SET state = ?, merchant_note = ?, decided_at = ?, decided_by = ? WHERE id = ? AND state = 'requested'")
        .run(request.decision, note, now.toISOString(), editor.who, row.id);
      // Inside this immediate transaction nothing else writes, so this is only a guard.
      if (Number(moved.changes) === 0) return raced(row);
      const sale = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(row.sale_id)!;
      recordChange(db, editor, { resource: 'return', id: row.id, before: { state: row.state }, after: { state: request.decision, invoiceId: sale.invoice_id, ...(note ? { note } : {}) } }, now);
      const notice = addressed(db, sale, { invoiceId: sale.invoice_id, saleId: sale.id, returnId: row.id, kind: request.decision, note });
      return { status: 200, returnId: row.id, notice };
    },
    { immediate: true },
  );
}
