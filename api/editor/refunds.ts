import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import * as v from 'valibot';
import { pageQuerySchema } from '../../src/lib/contract/common.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { transaction } from '../db/open.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';
import { refundOf, requestRefund, type RefundReason, type RefundRow, type RefundState } from '../payments/refunds.ts';
import type { EditorEnv } from './auth.ts';
import { recordChange } from './changes.ts';
import { editRequest, pathId } from './params.ts';

/** The states a refund may be listed by. */
const REFUND_STATES = ['due', 'requested', 'refunded', 'failed', 'by_hand'] as const satisfies readonly RefundState[];

/** `GET /api/editor/refunds?state=&page=&size=`: without `state`, all, the open ones first. */
/** `POST /refunds/{id}/sent`: the reference of the money sent back by hand (a bKash or Nagad transaction id, a bank's reference). */
export const refundSentSchema = v.strictObject({
  reference: v.pipe(v.string('Enter the reference of the money you sent'), v.trim(), v.nonEmpty('Enter the reference of the money you sent'), v.maxLength(100, 'At most 100 characters'), v.regex(/^[\p{L}\p{N} ./:_#-]*$/u, 'Letters, digits, spaces and . / : _ # - only')),
});

export const editorRefundsQuerySchema = v.strictObject({
  ...pageQuerySchema.entries,
  state: v.optional(v.picklist(REFUND_STATES, 'Expected due, requested, refunded, failed or by_hand')),
});

/** Money owed back, as the merchant sees it. */
export interface EditorRefund {
  id: number;
  saleId: number;
  invoiceId: string;
  /** The gateway session the payment came through, and the bank's id of the payment. */
  tranId: string;
  bankTranId: string | null;
  amount: number;
  currency: 'BDT';
  reason: RefundReason;
  state: RefundState;
  refundRefId: string | null;
  error: string | null;
  dateCreated: string;
  dateUpdated: string;
}

interface ListedRow extends RefundRow {
  invoice_id: string;
}

/**
 * Refunds for the merchant (issue 22 §3), mounted at `/api/editor` behind the editor key:
 * - `GET /refunds?state=&page=&size=` every payment that could not be applied, the open ones
 *   (due, failed, requested) first, then newest first;
 * - `POST /refunds/{id}/retry` starts a due or failed refund through the gateway again (audited):
 *   200 with the refund as it is after, 404, or 409 `{ code: 'not_open' }` for one requested or refunded.
 * - `POST /refunds/{id}/sent` `{ reference }` records a `by_hand` refund as sent (issue 26: the
 *   bKash or Nagad transaction id, or the bank's reference, of the money the merchant sent back):
 *   200 refunded, 409 `{ code: 'not_by_hand' }` for any other (so a second press records nothing).
 */
export function editorRefundRoutes({ db, clock, config }: ApiDeps): Hono<EditorEnv> {
  return new Hono<EditorEnv>()
    .get('/refunds', (c) => {
      const parsed = parseQuery(c, editorRefundsQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { page, size, state } = parsed.data;
      const { rows, total } = selectPage<ListedRow>(db, {
        from: `payment_refunds r JOIN sales s ON s.id = r.sale_id${state ? ' WHERE r.state = ?' : ''}`,
        params: state ? [state] : [],
        columns: 'r.*, s.invoice_id',
        orderBy: "CASE r.state WHEN 'refunded' THEN 1 ELSE 0 END, r.created_at DESC, r.id DESC",
        page,
        size,
      });
      return c.json(pageOf(rows.map(toEditorRefund), { total, page, size }));
    })
    .post('/refunds/:id/retry', async (c) => {
      const where = pathId(c);
      if (!where.ok) return where.response;
      const before = refundOf(db, where.data.id);
      if (!before) return jsonError(c, 404, 'Refund not found');
      const outcome = await requestRefund(db, config, before.id, () => clock.now());
      if (outcome === 'not_open') return c.json({ code: 'not_open', message: `This refund is ${refundOf(db, before.id)?.state ?? before.state}: nothing to try again` }, 409);
      const after = refundOf(db, before.id)!;
      recordChange(db, c.var.editor, { resource: 'refund', id: after.id, before: { state: before.state }, after: { state: after.state } }, clock.now());
      return c.json(listed(db, after.id));
    })
    .post('/refunds/:id/sent', async (c) => {
      const edit = await editRequest(c, pathId, refundSentSchema);
      if (!edit.ok) return edit.response;
      const { path: { id }, body: { reference } } = edit.data;
      const now = clock.now();
      // One write transaction, moved only from by_hand: of two presses one records it.
      const moved = transaction(db, () => {
        const before = refundOf(db, id);
        if (!before) return 'missing' as const;
        const changed = db.prepare("UPDATE payment_refunds SET state = 'refunded', refund_ref_id = ?, error = NULL, updated_at = ? WHERE id = ? AND state = 'by_hand'").run(reference, now.toISOString(), id);
        if (Number(changed.changes) === 0) return before.state;
        recordChange(db, c.var.editor, { resource: 'refund', id, before: { state: before.state }, after: { state: 'refunded', reference } }, now);
        return 'sent' as const;
      }, { immediate: true });
      if (moved === 'missing') return jsonError(c, 404, 'Refund not found');
      if (moved !== 'sent') return c.json({ code: 'not_by_hand', message: `This refund is ${moved}: it is not one to send by hand` }, 409);
      return c.json(listed(db, id));
    });
}

/** One refund as listed. */
function listed(db: DatabaseSync, id: number): EditorRefund {
  const row = db.prepare('SELECT r.*, s.invoice_id FROM payment_refunds r JOIN sales s ON s.id = r.sale_id WHERE r.id = ?').get(id) as unknown as ListedRow;
  return toEditorRefund(row);
}

function toEditorRefund(row: ListedRow): EditorRefund {
  return {
    id: row.id,
    saleId: row.sale_id,
    invoiceId: row.invoice_id,
    tranId: row.tran_id,
    bankTranId: row.bank_tran_id,
    amount: paisaToTaka(row.amount_paisa),
    currency: 'BDT',
    reason: row.reason,
    state: row.state,
    refundRefId: row.refund_ref_id,
    error: row.error,
    dateCreated: row.created_at,
    dateUpdated: row.updated_at,
  };
}
