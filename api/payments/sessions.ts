import type { DatabaseSync } from 'node:sqlite';
import type { ShippingAddress } from '../../src/lib/contract/index.ts';
import type { ApiConfig } from '../config.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { openGatewaySession } from './gateway-client.ts';
import { gatewayAmountOf } from './validation-rule.ts';

/*
 * Gateway sessions of card orders (issue 12 §1). Each has its own tran_id (the invoice number and
 * the session's number), kept before the gateway is called, so a return can always be traced to
 * its order. An order has at most one live session (issue 22 §3): a repeat of the checkout answer,
 * Pay now and Try again all get the live one's page, however many arrive at once; a new one opens
 * only once the last is over (a signed fail came back, the gateway did not open it, or it is older
 * than the order's payment window). The database holds the rule (a partial unique index on the
 * live ones), so it holds across processes too.
 */

/** A session of an order, as kept. */
export interface SessionRow {
  tran_id: string;
  sale_id: number;
  amount_paisa: number;
  gateway_url: string | null;
  created_at: string;
  /** `opening` while the gateway is asked, `open` with its page, `failed` if it gave none, `closed` when over. */
  state: 'opening' | 'open' | 'failed' | 'closed';
}

/** How long a session's page is offered again (the order's own window). */
const REUSE_MS = 30 * 60 * 1000;
/** A session still `opening` this long after it began was left by a process that died mid-call. */
const OPENING_STALE_MS = 60 * 1000;
/** How often a request waiting for another's session looks again (when that one runs in another process). */
const POLL_MS = 50;

// The calls to the gateway this process has in flight, by tran_id: a repeat waits on the same one.
const inFlight = new Map<string, Promise<string | null>>();

/** The session `tranId` names, if it is one of ours. */
export function sessionOf(db: DatabaseSync, tranId: string): SessionRow | undefined {
  return typedQuery<SessionRow>(db, 'SELECT * FROM payment_sessions WHERE tran_id = ?').get(tranId);
}

/** Ends a live session (a signed fail or cancel came back for it): the next Try again opens another. */
export function closeSession(db: DatabaseSync, tranId: string): void {
  db.prepare("UPDATE payment_sessions SET state = 'closed' WHERE tran_id = ? AND state IN ('opening', 'open')").run(tranId);
}

type Claim = { kind: 'page'; url: string } | { kind: 'wait'; tranId: string } | { kind: 'open'; tranId: string };

/**
 * The hosted page of `sale`'s live session, a card order awaiting payment: the live session's page
 * when there is one, else a new session's. `null` when the gateway refused or could not be reached.
 */
export async function livePaymentPage(db: DatabaseSync, config: ApiConfig, sale: SaleRow, now: Date): Promise<string | null> {
  const claim = transaction(db, () => claimSession(db, sale, now), { immediate: true });
  if (claim.kind === 'page') return claim.url;
  if (claim.kind === 'wait') return inFlight.get(claim.tranId) ?? waitForSession(db, claim.tranId);
  const opening = openSession(db, config, sale, claim.tranId).finally(() => inFlight.delete(claim.tranId));
  inFlight.set(claim.tranId, opening);
  return opening;
}

// Inside one write transaction: the live session, or a new one claimed (`opening`) for this request.
function claimSession(db: DatabaseSync, sale: SaleRow, now: Date): Claim {
  const live = typedQuery<SessionRow>(db, "SELECT * FROM payment_sessions WHERE sale_id = ? AND state IN ('opening', 'open')").get(sale.id);
  const age = live ? now.getTime() - Date.parse(live.created_at) : 0;
  if (live?.state === 'open' && live.gateway_url && age < REUSE_MS) return { kind: 'page', url: live.gateway_url };
  if (live?.state === 'opening' && age < OPENING_STALE_MS) return { kind: 'wait', tranId: live.tran_id };
  if (live) db.prepare("UPDATE payment_sessions SET state = 'closed' WHERE tran_id = ?").run(live.tran_id);
  const taken = typedQuery<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM payment_sessions WHERE sale_id = ?').get(sale.id)?.n ?? 0;
  const tranId = `${sale.invoice_id}-${taken + 1}`;
  db.prepare("INSERT INTO payment_sessions (tran_id, sale_id, amount_paisa, created_at, state) VALUES (?, ?, ?, ?, 'opening')").run(
    tranId, sale.id, sale.total_paisa, now.toISOString(),
  );
  return { kind: 'open', tranId };
}

// Asks the gateway for the claimed session; it is `open` with its page after, or `failed`.
async function openSession(db: DatabaseSync, config: ApiConfig, sale: SaleRow, tranId: string): Promise<string | null> {
  const opened = await openGatewaySession(config.gateway, sessionFields(db, config, sale, tranId));
  if (!opened.ok) {
    console.error(`[api] the payment gateway did not open a session for ${tranId}: ${opened.reason}`);
    db.prepare("UPDATE payment_sessions SET state = 'failed' WHERE tran_id = ?").run(tranId);
    return null;
  }
  db.prepare("UPDATE payment_sessions SET state = 'open', gateway_url = ? WHERE tran_id = ? AND state = 'opening'").run(opened.pageUrl, tranId);
  return opened.pageUrl;
}

// Another process is opening the session: its outcome, read off the database as it lands.
async function waitForSession(db: DatabaseSync, tranId: string): Promise<string | null> {
  const started = Date.now();
  while (Date.now() - started < OPENING_STALE_MS) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const row = sessionOf(db, tranId);
    if (!row || row.state === 'failed') return null;
    if (row.state !== 'opening') return row.gateway_url;
  }
  return null;
}

/** The session call's fields (SSLCommerz v4): amount, where to come back, who pays, what ships where, in which language. */
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
    // The local gateway shows its page in the shopper's language (api/gateway/language.ts); SSLCommerz ignores it.
    lang: sale.lang,
  };
}
