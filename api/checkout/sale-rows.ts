import type { DatabaseSync } from 'node:sqlite';
import type { CouponCheck, DeliveryChoice, OrderStatus, PaymentMethod, PaymentStatus, Sale, SaleSummary, ShippingAddress } from '../../src/lib/contract/index.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { canCancel } from '../../src/lib/order-machine.ts';
import { typedQuery } from '../db/query.ts';
import { timelineOf } from '../fulfilment/timeline.ts';
import { paymentInfoOf } from '../uploads/payment-info.ts';
import { lineOf } from './plan.ts';

/* Orders as rows and as the contract answers them (issue 11 §3). */

/** A row of the sales table. */
export interface SaleRow {
  id: number;
  customer_id: number;
  invoice_id: string;
  status: OrderStatus;
  payment_status: PaymentStatus;
  payment_method: PaymentMethod;
  subtotal_paisa: number;
  discount_paisa: number;
  delivery_paisa: number;
  total_paisa: number;
  coupon_json: string | null;
  delivery_json: string;
  address_json: string;
  /** The language the shopper ordered in: their messages are written in it (migration 21). */
  lang: 'en' | 'bn';
  expected_from: string;
  expected_to: string;
  note: string | null;
  created_at: string;
  /** When a pay-later order's first receipt came, and the transaction id given with it (issue 12 §4). */
  receipt_received_at: string | null;
  receipt_transaction_id: string | null;
  /** The payment that paid it: the gateway's val_id (or the merchant's reference), and the bank's id of it (issue 22 §3). */
  payment_ref: string | null;
  payment_bank_tran_id: string | null;
}

interface LineRow {
  sku_id: number;
  item_id: number;
  name: string;
  /** The Bangla as ordered (migration 25); NULL where there was none, or on an order from before it. */
  name_bn: string | null;
  sku_code: string;
  options: string;
  options_bn: string | null;
  quantity: number;
  unit_paisa: number;
  regular_paisa: number | null;
  discount_name: string | null;
  line_paisa: number;
}

/** The sale `where` names (`id = ?` or `invoice_id = ?`) if it is `customerId`'s: another's is as good as missing. */
export function ownSale(db: DatabaseSync, customerId: number, where: { id: number } | { invoiceId: string }): SaleRow | undefined {
  return 'id' in where
    ? typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ? AND customer_id = ?').get(where.id, customerId)
    : typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE invoice_id = ? AND customer_id = ?').get(where.invoiceId, customerId);
}

function linesOf(db: DatabaseSync, saleId: number): LineRow[] {
  return typedQuery<LineRow>(db, 'SELECT * FROM sale_lines WHERE sale_id = ? ORDER BY id').all(saleId);
}

/** Units of each sku an order holds: what cancelling gives back. */
export function heldStock(db: DatabaseSync, saleId: number): { skuId: number; quantity: number }[] {
  return linesOf(db, saleId).map((line) => ({ skuId: line.sku_id, quantity: line.quantity }));
}

/** An order in a list. */
export function toSummary(db: DatabaseSync, row: SaleRow): SaleSummary {
  const lines = linesOf(db, row.id);
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    kind: 'order',
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    total: paisaToTaka(row.total_paisa),
    currency: 'BDT',
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    items: lines.map((line) => ({ name: line.name, ...(line.name_bn ? { nameBn: line.name_bn } : {}), quantity: line.quantity })),
    dateCreated: row.created_at,
    ...paymentInfoOf(db, row),
  };
}

/** An order in full, with every move it made (and its timeline: the moves alone, with the shipment's courier and tracking number). */
export function toSale(db: DatabaseSync, row: SaleRow): Sale {
  const lines = linesOf(db, row.id).map((line) =>
    lineOf({
      skuId: line.sku_id, itemId: line.item_id, name: line.name, nameBn: line.name_bn, skuCode: line.sku_code, options: line.options, optionsBn: line.options_bn, quantity: line.quantity,
      unitPaisa: line.unit_paisa, regularPaisa: line.regular_paisa, discountName: line.discount_name, linePaisa: line.line_paisa,
    }),
  );
  const history = typedQuery<{ status: OrderStatus; at: string }>(db, 'SELECT status, at FROM sale_events WHERE sale_id = ? ORDER BY id').all(row.id);
  return {
    ...toSummary(db, row),
    lines,
    subtotal: paisaToTaka(row.subtotal_paisa),
    discount: paisaToTaka(row.discount_paisa),
    deliveryCharge: paisaToTaka(row.delivery_paisa),
    coupon: row.coupon_json === null ? null : (JSON.parse(row.coupon_json) as CouponCheck),
    delivery: JSON.parse(row.delivery_json) as DeliveryChoice,
    address: JSON.parse(row.address_json) as ShippingAddress,
    expectedFrom: row.expected_from,
    expectedTo: row.expected_to,
    note: row.note,
    history,
    canCancel: canCancel(row.status),
    timeline: timelineOf(db, row.id),
  };
}
