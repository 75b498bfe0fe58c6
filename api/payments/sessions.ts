import type { DatabaseSync } from 'node:sqlite';
import type { ShippingAddress } from '../../src/lib/contract/index.ts';
import type { ApiConfig } from '../config.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { typedQuery } from '../db/query.ts';
import { openGatewaySession } from './gateway-client.ts';
import { gatewayAmountOf } from './validation-rule.ts';

/*
 * Gateway sessions of card orders (issue 12 §1). Each has its own tran_id (the invoice number and
 * the session's number), kept before the gateway is called, so a return can always be traced to
 * its order. A repeat of the same checkout answer gets the open session again; Try again opens a
 * new one, since a failed or cancelled session cannot be paid any more.
 */

/** A session of an order, as kept. */
export interface SessionRow {
  tran_id: string;
  sale_id: number;
  amount_paisa: number;
  gateway_url: string | null;
  created_at: string;
}

/** How long a session's page is offered again to a repeated checkout answer (the order's own window). */
const REUSE_MS = 30 * 60 * 1000;

/** The session `tranId` names, if it is one of ours. */
export function sessionOf(db: DatabaseSync, tranId: string): SessionRow | undefined {
  return typedQuery<SessionRow>(db, 'SELECT * FROM payment_sessions WHERE tran_id = ?').get(tranId);
}

/**
 * The hosted page for `sale`, a card order awaiting payment: its open session's when `reuse` and
 * there is one, else a new session's. `null` when the gateway refused or could not be reached.
 */
export async function paymentPageFor(db: DatabaseSync, config: ApiConfig, sale: SaleRow, now: Date, { reuse }: { reuse: boolean }): Promise<string | null> {
  if (reuse) {
    const open = typedQuery<SessionRow>(db, 'SELECT * FROM payment_sessions WHERE sale_id = ? AND gateway_url IS NOT NULL ORDER BY created_at DESC, rowid DESC LIMIT 1').get(sale.id);
    if (open && now.getTime() - Date.parse(open.created_at) < REUSE_MS) return open.gateway_url;
  }
  // Counted and inserted with no await between them: no other request can take the same number.
  const taken = typedQuery<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM payment_sessions WHERE sale_id = ?').get(sale.id)?.n ?? 0;
  const tranId = `${sale.invoice_id}-${taken + 1}`;
  db.prepare('INSERT INTO payment_sessions (tran_id, sale_id, amount_paisa, created_at) VALUES (?, ?, ?, ?)').run(tranId, sale.id, sale.total_paisa, now.toISOString());

  const opened = await openGatewaySession(config.gateway, sessionFields(db, config, sale, tranId));
  if (!opened.ok) {
    console.error(`[api] the payment gateway did not open a session for ${tranId}: ${opened.reason}`);
    return null;
  }
  db.prepare('UPDATE payment_sessions SET gateway_url = ? WHERE tran_id = ?').run(opened.pageUrl, tranId);
  return opened.pageUrl;
}

/** The session call's fields (SSLCommerz v4): amount, where to come back, who pays, what ships where. */
function sessionFields(db: DatabaseSync, config: ApiConfig, sale: SaleRow, tranId: string): Record<string, string> {
  const customer = typedQuery<{ name: string; email: string; phone: string | null }>(db, 'SELECT name, email, phone FROM customers WHERE id = ?').get(sale.customer_id);
  const address = JSON.parse(sale.address_json) as ShippingAddress;
  const items = typedQuery<{ n: number }>(db, 'SELECT COALESCE(SUM(quantity), 0) AS n FROM sale_lines WHERE sale_id = ?').get(sale.id)?.n ?? 0;
  // The gateway posts back to the API, never to the static shop, which cannot take a POST.
  const back = `${config.publicUrl}/payments`;
  return {
    total_amount: gatewayAmountOf(sale.total_paisa),
    currency: 'BDT',
    tran_id: tranId,
    success_url: `${back}/return/success`,
    fail_url: `${back}/return/fail`,
    cancel_url: `${back}/return/cancel`,
    ipn_url: `${back}/ipn`,
    emi_option: '0',
    cus_name: customer?.name || address.recipientName,
    cus_email: customer?.email ?? '',
    cus_phone: customer?.phone || address.phone,
    cus_add1: address.addressLine,
    cus_city: address.districtName,
    cus_state: address.divisionName,
    cus_postcode: address.postcode ?? '',
    cus_country: 'Bangladesh',
    shipping_method: 'Courier',
    num_of_item: String(items),
    ship_name: address.recipientName,
    ship_add1: address.addressLine,
    ship_city: address.districtName,
    ship_state: address.divisionName,
    ship_postcode: address.postcode ?? '',
    ship_country: 'Bangladesh',
    product_name: `Order ${sale.invoice_id}`,
    product_category: 'Stationery and gifts',
    product_profile: 'physical-goods',
    value_a: sale.invoice_id,
  };
}
