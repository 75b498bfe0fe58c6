import { describe, expect, it } from 'vitest';
import { decidePayment } from '../../api/editor/payment-decision.ts';
import { expireUnpaidOrders, PAY_LATER_WINDOW_MS } from '../../api/payments/expiry.ts';
import { useEditorOrdersApi } from './support/editor-orders.ts';
import { cardShopper, historyOf, stockOf } from './support/gateway.ts';
import { SLOW } from './support/receipts.ts';

// A merchant's decision on a pay-later payment (issue 12 §3–4) moves an order once, whatever races
// it: other decisions at the same moment, or the 48-hour expiry job.
const { uploads, api, orderFor, decide, skuOf, orderWithReceipt } = useEditorOrdersApi();

describe('one state change, whatever races', { timeout: SLOW }, () => {
  it('ten decisions at once, paid and rejected mixed: one wins, one history entry, the stock back at most once', async () => {
    for (let round = 0; round < 3; round += 1) {
      const who = await cardShopper(api);
      const order = await orderWithReceipt(who);
      const sku = await skuOf(who, order.saleId);
      const before = await stockOf(api, sku);
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => decide(order.saleId, { decision: i % 2 ? 'rejected' : 'paid' })));
      const won = answers.filter((answer) => answer.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
      const history = await historyOf(api, who, order.saleId);
      expect(history.filter((status) => status === 'paid' || status === 'failed')).toHaveLength(1);
      expect(await stockOf(api, sku)).toBe(won[0]!.json.status === 'failed' ? before + 1 : before);
    }
  });

  it('the expiry job and a decision racing (clock past 48 hours): the order moves once', async () => {
    for (const decision of ['paid', 'rejected'] as const) {
      const who = await cardShopper(api);
      const order = await orderFor(who);
      const sku = await skuOf(who, order.saleId);
      const before = await stockOf(api, sku);
      const late = new Date(Date.now() + PAY_LATER_WINDOW_MS + 60_000);
      // The decision goes out over HTTP; the expiry runs on the test's own connection meanwhile.
      const pending = Promise.all(Array.from({ length: 4 }, () => decide(order.saleId, { decision })));
      const expired = expireUnpaidOrders(uploads.db, late);
      const answers = await pending;
      const history = await historyOf(api, who, order.saleId);
      expect(history.filter((status) => status === 'paid' || status === 'failed'), decision).toHaveLength(1);
      const won = answers.filter((answer) => answer.status === 200);
      expect(won.length, decision).toBeLessThanOrEqual(1);
      if (won.length === 0) {
        // The expiry came first: every decision is told so.
        expect(expired, decision).toBeGreaterThanOrEqual(1);
        for (const answer of answers) expect(answer.json).toMatchObject({ code: 'already_failed' });
      } else {
        expect(history.at(-1), decision).toBe(decision === 'paid' ? 'paid' : 'failed');
      }
      const failed = history.includes('failed');
      expect(await stockOf(api, sku)).toBe(failed ? before + 1 : before);
    }
  });

  it('with an injected clock: a decision after the expiry is refused, the expiry after a decision leaves the order alone', async () => {
    const editorAs = { who: 'editor', client: 'test' };
    const events = (saleId: number) => uploads.db.prepare("SELECT status FROM sale_events WHERE sale_id = ? AND status IN ('paid', 'failed')").all(saleId).map((row) => row['status']);
    const who = await cardShopper(api);
    const [expiredFirst, decidedFirst] = [await orderFor(who), await orderFor(who)];
    const late = new Date(Date.now() + PAY_LATER_WINDOW_MS + 60_000);

    expect(decidePayment(uploads.db, editorAs, decidedFirst.saleId, { decision: 'paid' }, late)).toMatchObject({ status: 200, order: { status: 'paid', decidedAt: late.toISOString() } });
    expect(expireUnpaidOrders(uploads.db, late)).toBeGreaterThanOrEqual(1);
    expect(events(decidedFirst.saleId)).toEqual(['paid']);

    expect(events(expiredFirst.saleId)).toEqual(['failed']);
    expect(decidePayment(uploads.db, editorAs, expiredFirst.saleId, { decision: 'paid' }, late)).toMatchObject({ status: 409, code: 'already_failed' });
    expect(decidePayment(uploads.db, editorAs, expiredFirst.saleId, { decision: 'rejected' }, late)).toMatchObject({ status: 409, code: 'already_failed' });
    expect(events(expiredFirst.saleId)).toEqual(['failed']);
  });
});
