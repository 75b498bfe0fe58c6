import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { ApiConfig } from '../../../api/config.ts';
import { useFulfilmentApi, type Buyer } from './fulfilment.ts';

/*
 * Returns (issue 26 §5) on the fulfilment fixture (fulfilment.ts: the real app, a fresh database in
 * memory for every test, a clock the test moves, the SMS outbox, e-mails kept): delivered orders to
 * return, the shopper's and the merchant's requests, and uploads recorded as the store records them.
 * Call at a test file's top level.
 */

export const DAY = 24 * 60 * 60 * 1000;

/** Money of an order as stored, in paisa. */
export interface SaleMoney {
  subtotal_paisa: number;
  discount_paisa: number;
  delivery_paisa: number;
  total_paisa: number;
}

export function useReturnsApi(settings: Partial<ApiConfig> = {}) {
  const fixture = useFulfilmentApi(settings);
  const { api, call, editor, walk, skuInStock } = fixture;

  /** The ids of `count` different skus with at least `min` units each. */
  const skusInStock = (count: number, min = 5): number[] =>
    api.db.prepare('SELECT id FROM skus WHERE stock >= ? ORDER BY id LIMIT ?').all(min, count).map((row) => Number(row['id']));

  /** Places an order of `items` for `who` (cash on delivery, a coupon if given) and walks it to `delivered`. */
  async function delivered(who: Buyer, items: { skuId: number; quantity: number }[] = [{ skuId: skuInStock(), quantity: 3 }], coupon: string | null = null) {
    const placed = await call('POST', '/api/checkouts', { items, addressId: who.addressId, paymentMethod: 'cash_on_delivery', coupon }, { 'X-AUTH-TOKEN': who.token, 'Idempotency-Key': `test-${randomUUID()}` });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const saleId = placed.json.saleId as number;
    await walk(saleId, 'confirm', 'pack', 'ship', 'deliver');
    return { saleId, invoiceId: placed.json.invoiceId as string, items };
  }

  /** The order's money as stored. */
  const moneyOf = (saleId: number) => ({ ...api.db.prepare('SELECT subtotal_paisa, discount_paisa, delivery_paisa, total_paisa FROM sales WHERE id = ?').get(saleId) }) as unknown as SaleMoney;
  /** A line's price as stored, in paisa. */
  const linePaisa = (saleId: number, skuId: number) => Number(api.db.prepare('SELECT line_paisa FROM sale_lines WHERE sale_id = ? AND sku_id = ?').get(saleId, skuId)!['line_paisa']);
  /** The refund rows of the order. */
  const refundRows = (saleId: number) => api.db.prepare('SELECT * FROM payment_refunds WHERE sale_id = ? ORDER BY id').all(saleId).map((row) => ({ ...row }));
  /** The customer id of `who`. */
  const customerIdOf = (who: Buyer) => Number(api.db.prepare('SELECT id FROM customers WHERE email = ?').get(who.email)!['id']);

  /** A finished upload, as the upload service records one (nobody's until used), or bound to a customer and order. */
  function upload({ customerId = null, saleId = null, mimeType = 'image/jpeg', state = 'ready' }: { customerId?: number | null; saleId?: number | null; mimeType?: string; state?: string } = {}): string {
    const uuid = randomUUID();
    const at = new Date(api.now).toISOString();
    api.db
      .prepare(
        `INSERT INTO uploads (uuid, state, via, name, size, mime_type, customer_id, sale_id, cdn_url, created_at, completed_at)
         VALUES (?, ?, 'upload_service', 'photo.jpg', 1234, ?, ?, ?, ?, ?, ?)`,
      )
      .run(uuid, state, mimeType, customerId, saleId, `http://127.0.0.1:8787/ucarecdn/${uuid}/`, at, at);
    return uuid;
  }

  const ask = (who: Buyer, body: object) => fixture.asShopper(who, 'POST', '/api/sales/returns', body);
  const returnsOf = (who: Buyer, saleId: number) => fixture.asShopper(who, 'GET', `/api/sales/returns?saleId=${saleId}`);
  const decide = (id: number, body: object) => editor('POST', `/returns/${id}/decision`, body);
  const receive = (id: number, body?: object) => editor('POST', `/returns/${id}/received`, body);

  /** Asks for a return of `lines` of `saleId`, accepts it and receives it, each expected to succeed; the return as received. */
  async function returned(who: Buyer, saleId: number, lines: { skuId: number; quantity: number }[]) {
    const asked = await ask(who, { saleId, lines, reason: 'Wrong colour' });
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    const accepted = await decide(asked.json.id, { decision: 'accepted' });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    const received = await receive(asked.json.id);
    expect(received.status, JSON.stringify(received.json)).toBe(200);
    return received.json.return;
  }

  return { ...fixture, skusInStock, delivered, moneyOf, linePaisa, refundRows, customerIdOf, upload, ask, returnsOf, decide, receive, returned };
}
