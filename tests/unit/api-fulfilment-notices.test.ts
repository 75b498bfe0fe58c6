import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFulfilmentApi } from './support/fulfilment.ts';

// The shopper is told as their order moves (issue 26 §4): a text message to the delivery phone and
// an e-mail at confirmed, shipped (courier and tracking number) and delivered, and when the shop
// cancels; nothing at packed. Sent after the move has committed; a failure never undoes it.
const { api, configure, editor, move, asShopper, shopper, place, walk, events, texts } = useFulfilmentApi();
const PHONE = '+8801712345678'; // the Dhaka address's 01712345678, as stored

afterEach(() => vi.restoreAllMocks());

describe('notices', () => {
  it('texts and e-mails at confirmed, shipped (with the tracking number) and delivered; nothing at packed', async () => {
    const who = await shopper();
    const order = await place(who);
    expect(texts()).toEqual([]);

    await walk(order.saleId, 'confirm');
    expect(texts()).toEqual([{ to: PHONE, text: expect.stringContaining(order.invoiceId), sentAt: expect.any(String) }]);
    expect(texts()[0]!.text).toMatch(/confirmed/);
    expect(api.sent.map((mail) => [mail.to, mail.subject])).toEqual([[who.email, `Your Kolom order ${order.invoiceId} is confirmed`]]);

    await walk(order.saleId, 'pack');
    expect(texts()).toHaveLength(1);
    expect(api.sent).toHaveLength(1);

    const shipped = await move(order.saleId, { move: 'ship', courier: 'RedX', trackingNumber: 'RX-99 120/7' });
    expect(shipped.status).toBe(200);
    const shippedText = texts()[1]!;
    expect(shippedText.to).toBe(PHONE);
    expect(shippedText.text).toContain(order.invoiceId);
    expect(shippedText.text).toContain('RedX');
    expect(shippedText.text).toContain('RX-99 120/7');
    expect(api.sent[1]!.text).toContain('Tracking number: RX-99 120/7');
    expect(api.sent[1]!.text).toContain(`https://shop.example/details?id=${order.saleId}`);

    await walk(order.saleId, 'deliver');
    expect(texts()).toHaveLength(3);
    expect(texts()[2]!.text).toMatch(new RegExp(`${order.invoiceId}.*delivered`));
    expect(api.sent.map((mail) => mail.subject)).toEqual([
      `Your Kolom order ${order.invoiceId} is confirmed`,
      `Your Kolom order ${order.invoiceId} is on its way`,
      `Your Kolom order ${order.invoiceId} was delivered`,
    ]);
    // Short and plain: one GSM-7 part each.
    for (const { text } of texts()) {
      expect(text.length).toBeLessThanOrEqual(160);
      expect(text).toMatch(/^[\x20-\x7e]*$/);
    }
  });

  it('tells the shopper when the shop cancels, with the refund of a paid order, but never the merchant’s reason', async () => {
    const who = await shopper();
    const order = await place(who, undefined, 1, 'pay_later');
    expect((await editor('POST', `/orders/${order.saleId}/payment`, { decision: 'paid' })).status).toBe(200);
    await move(order.saleId, { move: 'cancel', reason: 'Shopper looks like a fraud' });
    const [cancelled] = texts();
    expect(cancelled!.text).toContain(order.invoiceId);
    expect(cancelled!.text).toContain(`BDT ${order.total.toFixed(2)}`);
    expect(cancelled!.text).not.toContain('fraud');
    expect(api.sent.at(-1)!.text).not.toContain('fraud');
    // The shopper's payment page says it too: owed until the merchant sends the transfer back by hand.
    const view = await asShopper(who, 'GET', `/api/payments?invoiceId=${order.invoiceId}`);
    expect(view.json).toMatchObject({ status: 'cancelled', refund: { amount: order.total, refunded: false } });
  });

  it('texts the address’s phone however it was written, and skips the e-mail of an account without one', async () => {
    const who = await shopper();
    const order = await place(who);
    const address = JSON.parse(String(api.db.prepare('SELECT address_json FROM sales WHERE id = ?').get(order.saleId)!['address_json']));
    api.db.prepare('UPDATE sales SET address_json = ? WHERE id = ?').run(JSON.stringify({ ...address, phone: '০১৮১২-৩৪৫৬৭৮' }), order.saleId);
    // A customer who signed up by phone has no e-mail: the text alone goes.
    api.db.prepare("UPDATE customers SET sign_in_phone = '+8801999999999', email = NULL WHERE email = ?").run(who.email);
    await walk(order.saleId, 'confirm');
    expect(texts().map((sms) => sms.to)).toEqual(['+8801812345678']);
    expect(api.sent).toEqual([]);
  });

  it('a text that cannot be sent is logged and undoes nothing: the move stands, the e-mail still goes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    configure({ sms: { outboxDir: '/dev/null/sms' } });
    const who = await shopper();
    const order = await place(who);
    const confirmed = await move(order.saleId, { move: 'confirm' });
    expect(confirmed.status).toBe(200);
    expect(events(order.saleId).map((row) => row['status'])).toEqual(['pending', 'confirmed']);
    expect(api.sent).toHaveLength(1);
    expect(logged.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/an order notice failed: 1 of 2 messages about order/);
    // And the next move goes on as usual.
    await walk(order.saleId, 'pack', 'ship');
  });
});
