import { describe, expect, it } from 'vitest';
import { useReturnsApi } from './support/returns.ts';

// Returns raced (issue 26 §5): twenty of the same move at once make one state change. Each move is
// one write transaction whose update applies only from the state it read.
const api = useReturnsApi();
const { shopper, delivered, ask, decide, receive, stockOf } = api;

const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();
const auditOf = (id: number) => api.api.db.prepare("SELECT after_json FROM editor_changes WHERE resource = 'return' AND resource_id = ? ORDER BY id").all(String(id)).map((row) => JSON.parse(String(row['after_json'])));

describe('twenty at once', () => {
  it('asks: one return is recorded, the others are told one waits', async () => {
    const who = await shopper();
    const order = await delivered(who);
    const sku = order.items[0]!.skuId;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask(who, { saleId: order.saleId, lines: [{ skuId: sku, quantity: 1 }], reason: 'Double press' })));
    expect(statuses(answers)).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.json.code === 'return_pending')).toBe(true);
    expect((await api.returnsOf(who, order.saleId)).json.returns).toHaveLength(1);
  });

  it('decisions, accepting and refusing: one is made, the shopper is told once', async () => {
    const who = await shopper();
    const order = await delivered(who);
    const asked = await ask(who, { saleId: order.saleId, lines: [{ skuId: order.items[0]!.skuId, quantity: 1 }], reason: 'Torn cover' });
    const told = api.texts().length;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => decide(asked.json.id, index % 2 ? { decision: 'accepted' } : { decision: 'refused', note: 'Used' })),
    );
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(auditOf(asked.json.id)).toHaveLength(1);
    expect(api.texts()).toHaveLength(told + 1);
  });

  it('receipts: the stock comes back once and one refund is recorded', async () => {
    const who = await shopper();
    const [sku] = api.skusInStock(1);
    const order = await delivered(who, [{ skuId: sku!, quantity: 3 }]);
    const asked = await ask(who, { saleId: order.saleId, lines: [{ skuId: sku, quantity: 2 }], reason: 'Wrong size' });
    expect((await decide(asked.json.id, { decision: 'accepted' })).status).toBe(200);
    const before = stockOf(sku!);
    const answers = await Promise.all(Array.from({ length: 20 }, () => receive(asked.json.id, { expectedState: 'accepted' })));
    expect(statuses(answers)).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => ['not_allowed', 'state_changed'].includes(answer.json.code))).toBe(true);
    expect(stockOf(sku!)).toBe(before + 2);
    expect(api.refundRows(order.saleId)).toHaveLength(1);
    expect(auditOf(asked.json.id).map((after) => after.state)).toEqual(['accepted', 'received']);
    expect(auditOf(asked.json.id)[1]).toMatchObject({ restocked: [{ skuId: sku, quantity: 2 }], refundChannel: 'manual' });
  });
});
