import type { DatabaseSync } from 'node:sqlite';
import type { ReturnRefundChannel, ReturnState, SaleReturn } from '../../src/lib/contract/index.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { typedQuery } from '../db/query.ts';

/* Returns as rows (migration 19) and as the shopper's answer reads them (issue 26 §5). */

/** A row of the returns table. */
export interface ReturnRow {
  id: number;
  sale_id: number;
  state: ReturnState;
  reason: string;
  requested_at: string;
  merchant_note: string | null;
  decided_at: string | null;
  decided_by: string | null;
  received_at: string | null;
  received_by: string | null;
  refund_paisa: number | null;
  refund_channel: ReturnRefundChannel | null;
  refund_id: number | null;
  refunded_at: string | null;
}

/** An order line, as a return reads it. */
export interface SaleLineRow {
  id: number;
  sku_id: number;
  name: string;
  /** The Bangla as ordered (migration 25); NULL where there was none. */
  name_bn: string | null;
  sku_code: string;
  options: string;
  options_bn: string | null;
  quantity: number;
  unit_paisa: number;
  line_paisa: number;
}

/** A line of a return: the order line and how many of its units go back. */
export interface ReturnLineRow extends SaleLineRow {
  returned: number;
}

interface PhotoRow {
  uuid: string;
  name: string;
  mime_type: string | null;
  cdn_url: string;
}

/** Mints the link of an upload for the one answer it goes in (uploads/signed-urls.ts `ReceiptLinks.urlOf`). */
export type LinkOf = (uuid: string, stored: string) => string;

/** The return `id` names. */
export function returnRow(db: DatabaseSync, id: number): ReturnRow | undefined {
  return typedQuery<ReturnRow>(db, 'SELECT * FROM returns WHERE id = ?').get(id);
}

/** The returns of sale `saleId`, newest first. */
export function returnsOfSale(db: DatabaseSync, saleId: number): ReturnRow[] {
  return typedQuery<ReturnRow>(db, 'SELECT * FROM returns WHERE sale_id = ? ORDER BY id DESC').all(saleId);
}

/** The lines of sale `saleId`, in order. */
export function saleLinesOf(db: DatabaseSync, saleId: number): SaleLineRow[] {
  return typedQuery<SaleLineRow>(db, 'SELECT id, sku_id, name, name_bn, sku_code, options, options_bn, quantity, unit_paisa, line_paisa FROM sale_lines WHERE sale_id = ? ORDER BY id').all(saleId);
}

/** The lines of return `returnId`, in the order's order. */
export function returnLinesOf(db: DatabaseSync, returnId: number): ReturnLineRow[] {
  return typedQuery<ReturnLineRow>(
    db,
    `SELECT l.id, l.sku_id, l.name, l.name_bn, l.sku_code, l.options, l.options_bn, l.quantity, l.unit_paisa, l.line_paisa, rl.quantity AS returned
       FROM return_lines rl JOIN sale_lines l ON l.id = rl.sale_line_id WHERE rl.return_id = ? ORDER BY l.id`,
  ).all(returnId);
}

/**
 * Units of each order line (by line id) that the returns of sale `saleId` in `states` send back:
 * what is asked already (every state but refused), or what came back (received).
 */
export function unitsInReturns(db: DatabaseSync, saleId: number, states: readonly ReturnState[]): Map<number, number> {
  // The states are the contract's own words, never input: safe to write into the SQL.
  const rows = typedQuery<{ line: number; units: number }>(
    db,
    `SELECT rl.sale_line_id AS line, SUM(rl.quantity) AS units FROM return_lines rl JOIN returns r ON r.id = rl.return_id
      WHERE r.sale_id = ? AND r.state IN (${states.map((state) => `'${state}'`).join(', ')}) GROUP BY rl.sale_line_id`,
  ).all(saleId);
  return new Map(rows.map((row) => [row.line, row.units]));
}

/** The photos of return `returnId`, in the order sent, each with a link minted by `linkOf`. */
export function returnPhotosOf(db: DatabaseSync, returnId: number, linkOf: LinkOf): SaleReturn['photos'] {
  return typedQuery<PhotoRow>(
    db,
    'SELECT u.uuid, u.name, u.mime_type, u.cdn_url FROM return_photos p JOIN uploads u ON u.uuid = p.upload_uuid WHERE p.return_id = ? ORDER BY p.position',
  )
    .all(returnId)
    .map((photo) => ({ uuid: photo.uuid, name: photo.name, mimeType: photo.mime_type ?? 'application/octet-stream', cdnUrl: linkOf(photo.uuid, photo.cdn_url) }));
}

/** A return as its shopper follows it; `invoiceId` is its order's. */
export function toSaleReturn(db: DatabaseSync, row: ReturnRow, invoiceId: string, linkOf: LinkOf): SaleReturn {
  return {
    id: row.id,
    saleId: row.sale_id,
    invoiceId,
    state: row.state,
    reason: row.reason,
    lines: returnLinesOf(db, row.id).map((line) => ({
      skuId: line.sku_id, name: line.name, ...(line.name_bn ? { nameBn: line.name_bn } : {}), skuCode: line.sku_code, options: line.options,
      ...(line.options_bn ? { optionsBn: line.options_bn } : {}), quantity: line.returned, unitPrice: paisaToTaka(line.unit_paisa),
    })),
    photos: returnPhotosOf(db, row.id, linkOf),
    merchantNote: row.merchant_note,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
    receivedAt: row.received_at,
    refund:
      row.refund_paisa !== null && row.refund_channel !== null && row.refunded_at !== null
        ? { amount: paisaToTaka(row.refund_paisa), currency: 'BDT', channel: row.refund_channel, refundedAt: row.refunded_at }
        : null,
  };
}
