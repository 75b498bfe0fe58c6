import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { paisaToTaka } from '../../src/lib/money.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';
import { paymentInfoOf } from '../uploads/payment-info.ts';
import { receiptLinks, type ReceiptLinks } from '../uploads/signed-urls.ts';
import type { EditorEnv } from './auth.ts';
import { editorOrdersQuerySchema, paymentDecisionSchema, type EditorOrder, type WaitingState } from './order-schemas.ts';
import { editRequest, pathId } from './params.ts';
import { decidePayment } from './payment-decision.ts';

interface WaitingRow extends SaleRow {
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
}

// Which waiting orders each filter names: all pay later, still awaiting the money; a receipt or none.
const WAITING = "s.payment_method = 'pay_later' AND s.status = 'awaiting_payment'";
const FILTERS: Record<WaitingState | 'any', string> = {
  any: WAITING,
  awaiting_payment: `${WAITING} AND s.receipt_received_at IS NULL`,
  receipt_received: `${WAITING} AND s.receipt_received_at IS NOT NULL`,
};

/**
 * Pay-later orders for the merchant (issue 12 §3–4), mounted at `/api/editor` behind the editor key:
 * - `GET /orders?paymentState=awaiting_payment|receipt_received&page=&size=` the orders waiting for
 *   the merchant's word, newest first, with their customer, total, reference and receipts;
 * - `POST /orders/{id}/payment` `{ decision: 'paid' | 'rejected', expectedState?, note? }` decides
 *   one (payment-decision.ts): 200 with the order's new state, 404, or 409 with a `code`.
 */
export function editorOrderRoutes({ db, clock, config }: ApiDeps): Hono<EditorEnv> {
  // The receipts' links are minted for the merchant, an hour long, at each listing (uploads/signed-urls.ts).
  const links = receiptLinks({ db, config, clock });
  return new Hono<EditorEnv>()
    .get('/orders', (c) => {
      const parsed = parseQuery(c, editorOrdersQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { page, size, paymentState } = parsed.data;
      const { rows, total } = selectPage<WaitingRow>(db, {
        from: `sales s JOIN customers c ON c.id = s.customer_id WHERE ${FILTERS[paymentState ?? 'any']}`,
        columns: 's.*, c.name AS customer_name, c.email AS customer_email, c.sign_in_phone AS customer_phone',
        orderBy: 's.created_at DESC, s.id DESC',
        page,
        size,
      });
      return c.json(pageOf(rows.map((row) => toEditorOrder(db, row, links)), { total, page, size }));
    })
    .post('/orders/:id/payment', async (c) => {
      const edit = await editRequest(c, pathId, paymentDecisionSchema);
      if (!edit.ok) return edit.response;
      const result = decidePayment(db, c.var.editor, edit.data.path.id, edit.data.body, clock.now());
      if (result.status === 200) return c.json(result.order);
      const { status, ...refusal } = result;
      return c.json(refusal, status);
    });
}

/** A waiting order as the merchant sees it; receipts as the order answers list them, with links minted now. */
function toEditorOrder(db: DatabaseSync, row: WaitingRow, links: ReceiptLinks): EditorOrder {
  const info = links.signed(paymentInfoOf(db, row));
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    total: paisaToTaka(row.total_paisa),
    currency: 'BDT',
    paymentMethod: 'pay_later',
    paymentState: row.receipt_received_at ? 'receipt_received' : 'awaiting_payment',
    reference: row.receipt_transaction_id ?? row.invoice_id,
    receipts: info.attachments,
    dateCreated: row.created_at,
    receiptReceivedAt: row.receipt_received_at,
  };
}
