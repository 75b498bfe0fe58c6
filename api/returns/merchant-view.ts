import type { DatabaseSync } from 'node:sqlite';
import type { PaymentMethod, ReturnState } from '../../src/lib/contract/index.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { selectPage } from '../db/query.ts';
import type { EditorReturn, ReturnMove } from '../editor/returns-schemas.ts';
import type { RefundState } from '../payments/refunds.ts';
import { returnLinesOf, toSaleReturn, type LinkOf, type ReturnRow } from './rows.ts';

/* Returns as the merchant works through them (issue 26 §5): the list, and one return in full. */

interface ListedRow extends ReturnRow {
  invoice_id: string;
  payment_method: PaymentMethod;
  total_paisa: number;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string | null;
  refund_state: RefundState | null;
}

const LISTED = `returns r JOIN sales s ON s.id = r.sale_id JOIN customers c ON c.id = s.customer_id LEFT JOIN payment_refunds f ON f.id = r.refund_id`;
const COLUMNS = `r.*, s.invoice_id, s.payment_method, s.total_paisa, c.name AS customer_name, c.email AS customer_email,
  COALESCE(c.sign_in_phone, c.phone) AS customer_phone, f.state AS refund_state`;

/** The moves the merchant may make on a return in `state`. */
const MOVES: Readonly<Record<ReturnState, ReturnMove[]>> = { requested: ['accept', 'refuse'], accepted: ['receive'], refused: [], received: [] };

/** A page of returns, of one state or all (the open ones first: to decide, then to receive), newest first. */
export function listReturns(db: DatabaseSync, query: { state?: ReturnState | undefined; page: number; size: number }, linkOf: LinkOf): { list: EditorReturn[]; total: number } {
  const { rows, total } = selectPage<ListedRow>(db, {
    from: `${LISTED}${query.state ? ' WHERE r.state = ?' : ''}`,
    params: query.state ? [query.state] : [],
    columns: COLUMNS,
    orderBy: "CASE r.state WHEN 'requested' THEN 0 WHEN 'accepted' THEN 1 ELSE 2 END, r.requested_at DESC, r.id DESC",
    page: query.page,
    size: query.size,
  });
  return { list: rows.map((row) => toEditorReturn(db, row, linkOf)), total };
}

/** Return `id` as the merchant sees it, or undefined. */
export function editorReturnOf(db: DatabaseSync, id: number, linkOf: LinkOf): EditorReturn | undefined {
  const row = db.prepare(`SELECT ${COLUMNS} FROM ${LISTED} WHERE r.id = ?`).get(id) as ListedRow | undefined;
  return row ? toEditorReturn(db, row, linkOf) : undefined;
}

function toEditorReturn(db: DatabaseSync, row: ListedRow, linkOf: LinkOf): EditorReturn {
  const { refund, lines: _lines, ...shown } = toSaleReturn(db, row, row.invoice_id, linkOf);
  return {
    ...shown,
    lines: returnLinesOf(db, row.id).map((line) => ({
      saleLineId: line.id, skuId: line.sku_id, name: line.name, skuCode: line.sku_code, options: line.options, quantity: line.returned, unitPrice: paisaToTaka(line.unit_paisa),
    })),
    customer: { name: row.customer_name, email: row.customer_email, phone: row.customer_phone },
    paymentMethod: row.payment_method,
    orderTotal: paisaToTaka(row.total_paisa),
    decidedBy: row.decided_by,
    receivedBy: row.received_by,
    refund: refund ? { id: row.refund_id, amount: refund.amount, currency: 'BDT', channel: refund.channel, state: row.refund_state, refundedAt: refund.refundedAt } : null,
    moves: MOVES[row.state],
  };
}
