import { describe, expect, it } from 'vitest';
import { DAY, useReturnsApi } from './support/returns.ts';

// Returns within 7 days of delivery (issue 26 §5): the shopper asks from /details, the merchant
// accepts or refuses with a note, and an accepted return brings its stock back once it is received
// and records its refund. The real app on a fresh database, a clock the test moves.
const api = useReturnsApi();
const { shopper, delivered, ask, returnsOf, decide, receive, stockOf, texts } = api;

describe('a return asked, accepted and received', () => {
  it('puts the units back once, refunds exactly what the lines were paid, and keeps the state and dates', async () => {
    const who = await shopper();
    const [sku] = api.skusInStock(1);
    const order = await delivered(who, [{ skuId: sku!, quantity: 3 }]);
    const before = stockOf(sku!);

    const open = await returnsOf(who, order.saleId);
    expect(open.status).toBe(200);
    const deliveredAt = open.json.deliveredAt as string;
    expect(open.json).toMatchObject({ returnable: { until: new Date(Date.parse(deliveredAt) + 7 * DAY).toISOString(), lines: [{ skuId: sku, quantity: 3 }] }, unavailable: null, returns: [] });

    api.api.now += DAY;
    const asked = await ask(who, { saleId: order.saleId, lines: [{ skuId: sku, quantity: 2 }], reason: '  The ink leaks  ' });
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    expect(asked.json).toMatchObject({ saleId: order.saleId, invoiceId: order.invoiceId, state: 'requested', reason: 'The ink leaks', lines: [{ skuId: sku, quantity: 2 }], photos: [], refund: null, decidedAt: null });
    expect((await returnsOf(who, order.saleId)).json.unavailable).toMatchObject({ code: 'return_pending' });

    api.api.now += DAY;
    const accepted = await decide(asked.json.id, { decision: 'accepted', note: 'Our courier collects it tomorrow', expectedState: 'requested' });
    expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
    expect(accepted.json.return).toMatchObject({ state: 'accepted', merchantNote: 'Our courier collects it tomorrow', moves: ['receive'], decidedBy: expect.any(String) });
    expect(stockOf(sku!)).toBe(before);
    expect(texts().at(-1)!.text).toContain('accepted your return');

    api.api.now += DAY;
    const received = await receive(asked.json.id);
    expect(received.status, JSON.stringify(received.json)).toBe(200);
    const unitPaisa = api.linePaisa(order.saleId, sku!) / 3;
    const at = new Date(api.api.now).toISOString();
    expect(received.json.return).toMatchObject({ state: 'received', receivedAt: at, refund: { amount: (2 * unitPaisa) / 100, channel: 'manual', refundedAt: at, state: 'by_hand' }, moves: [] });
    expect(stockOf(sku!)).toBe(before + 2);
    expect(api.refundRows(order.saleId)).toEqual([expect.objectContaining({ amount_paisa: 2 * unitPaisa, reason: 'returned', val_id: `return:${asked.json.id}`, state: 'by_hand', error: null })]);
    expect(texts().at(-1)!.text).toContain(`BDT ${((2 * unitPaisa) / 100).toFixed(2)}`);
    expect(api.api.sent.at(-1)!.subject).toContain('your refund');

    // Again: nothing more comes back, nothing more is owed.
    const again = await receive(asked.json.id);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'not_allowed', returnState: 'received', return: { state: 'received' } });
    expect(stockOf(sku!)).toBe(before + 2);
    expect(api.refundRows(order.saleId)).toHaveLength(1);

    const mine = (await returnsOf(who, order.saleId)).json;
    expect(mine.returns).toEqual([expect.objectContaining({ id: asked.json.id, state: 'received', requestedAt: expect.any(String), decidedAt: expect.any(String), receivedAt: at })]);
    expect(mine.returnable).toMatchObject({ lines: [{ skuId: sku, quantity: 1 }] });
  });
});

describe('a return’s lines in Bangla', () => {
  it('are named in Bangla beside the English, as the order kept them (issue 24 §4)', async () => {
    const who = await shopper();
    const [sku] = api.skusInStock(1);
    const order = await delivered(who, [{ skuId: sku!, quantity: 1 }]);
    api.api.now += DAY;
    const asked = await ask(who, { saleId: order.saleId, lines: [{ skuId: sku, quantity: 1 }], reason: 'Not the one I wanted' });
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    const [line] = asked.json.lines;
    expect(line.name).toMatch(/[A-Za-z]/);
    expect(line.nameBn).toMatch(/[\u0980-\u09FF]/);
    expect((await returnsOf(who, order.saleId)).json.returns[0].lines).toEqual([line]);
  });
});

describe('what may be asked', () => {
  it('refuses more than was delivered, on the line, and an item not in the order', async () => {
    const who = await shopper();
    const [a, b] = api.skusInStock(2);
    const order = await delivered(who, [{ skuId: a!, quantity: 2 }, { skuId: b!, quantity: 1 }]);
    const over = await ask(who, { saleId: order.saleId, lines: [{ skuId: a, quantity: 1 }, { skuId: b, quantity: 2 }], reason: 'Broken' });
    expect(over.status).toBe(422);
    expect(over.json.errors).toEqual({ 'lines.1.quantity': ['At most 1 of this item can be returned'] });
    const other = await ask(who, { saleId: order.saleId, lines: [{ skuId: 999_999, quantity: 1 }], reason: 'Broken' });
    expect(other.json.errors).toHaveProperty(['lines.0.skuId']);
    const empty = await ask(who, { saleId: order.saleId, lines: [{ skuId: a, quantity: 0 }], reason: ' ' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.json.errors).sort()).toEqual(['lines.0.quantity', 'reason']);
  });

  it('closes 7 days after delivery: 422 with the date it closed, and the page says why', async () => {
    const who = await shopper();
    const order = await delivered(who);
    const deliveredAt = (await returnsOf(who, order.saleId)).json.deliveredAt as string;
    const closedAt = new Date(Date.parse(deliveredAt) + 7 * DAY).toISOString();
    api.api.now = Date.parse(closedAt) - 1;
    expect((await returnsOf(who, order.saleId)).json.returnable).not.toBeNull();
    api.api.now = Date.parse(closedAt);
    const late = await ask(who, { saleId: order.saleId, lines: [{ skuId: order.items[0]!.skuId, quantity: 1 }], reason: 'Too small' });
    expect(late.status).toBe(422);
    expect(late.json).toMatchObject({ code: 'return_window_closed', closedAt, errors: { saleId: [expect.stringContaining(closedAt)] } });
    expect((await returnsOf(who, order.saleId)).json).toMatchObject({ returnable: null, unavailable: { code: 'window_closed', closedAt } });
  });

  it('takes no return of an order not delivered, and answers another customer’s order as missing', async () => {
    const who = await shopper();
    const placed = await api.place(who);
    await api.walk(placed.saleId, 'confirm', 'pack', 'ship');
    const early = await ask(who, { saleId: placed.saleId, lines: [{ skuId: api.skuInStock(), quantity: 1 }], reason: 'Late' });
    expect(early.status).toBe(422);
    expect(early.json).toMatchObject({ code: 'not_delivered', errors: { saleId: [expect.any(String)] } });
    expect((await returnsOf(who, placed.saleId)).json.unavailable).toMatchObject({ code: 'not_delivered' });

    const order = await delivered(who);
    const stranger = await shopper();
    const theirs = await ask(stranger, { saleId: order.saleId, lines: [{ skuId: order.items[0]!.skuId, quantity: 1 }], reason: 'Mine now' });
    expect(theirs.status).toBe(404);
    expect((await returnsOf(stranger, order.saleId)).status).toBe(404);
    expect((await api.call('GET', `/api/sales/returns?saleId=${order.saleId}`)).status).toBe(401);
  });
});

describe('a refused return and the next ones', () => {
  it('brings nothing back, tells the shopper why, and frees the units; a second return of the rest works and a third is refused', async () => {
    const who = await shopper();
    const [sku] = api.skusInStock(1);
    const order = await delivered(who, [{ skuId: sku!, quantity: 3 }]);
    const before = stockOf(sku!);
    const first = await ask(who, { saleId: order.saleId, lines: [{ skuId: sku, quantity: 3 }], reason: 'Changed my mind' });
    const pending = await ask(who, { saleId: order.saleId, lines: [{ skuId: sku, quantity: 1 }], reason: 'And again' });
    expect(pending.status).toBe(409);
    expect(pending.json).toMatchObject({ code: 'return_pending' });

    expect((await decide(first.json.id, { decision: 'refused' })).json.errors).toHaveProperty('note');
    const refused = await decide(first.json.id, { decision: 'refused', note: 'Opened items cannot be returned' });
    expect(refused.status).toBe(200);
    expect(refused.json.return).toMatchObject({ state: 'refused', merchantNote: 'Opened items cannot be returned', moves: [] });
    expect((await receive(first.json.id)).json).toMatchObject({ code: 'not_allowed', returnState: 'refused' });
    expect(stockOf(sku!)).toBe(before);
    expect(api.refundRows(order.saleId)).toEqual([]);
    expect(texts().at(-1)!.text).toContain('Opened items cannot be returned');
    expect(api.api.sent.at(-1)!.text).toContain('Our note: Opened items cannot be returned');

    await api.returned(who, order.saleId, [{ skuId: sku!, quantity: 1 }]);
    await api.returned(who, order.saleId, [{ skuId: sku!, quantity: 2 }]);
    expect(stockOf(sku!)).toBe(before + 3);
    const third = await ask(who, { saleId: order.saleId, lines: [{ skuId: sku, quantity: 1 }], reason: 'One more' });
    expect(third.status).toBe(422);
    expect(third.json).toMatchObject({ code: 'nothing_left' });
    expect((await returnsOf(who, order.saleId)).json).toMatchObject({ returnable: null, unavailable: { code: 'nothing_left' } });
  });

  it('answers 404 for a return that does not exist, and 409 state_changed for a stale screen', async () => {
    expect((await decide(999_999, { decision: 'accepted' })).json).toMatchObject({ code: 'return_not_found' });
    const who = await shopper();
    const order = await delivered(who);
    const asked = await ask(who, { saleId: order.saleId, lines: [{ skuId: order.items[0]!.skuId, quantity: 1 }], reason: 'Scratched' });
    const stale = await decide(asked.json.id, { decision: 'accepted', expectedState: 'accepted' });
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'state_changed', returnState: 'requested', return: { id: asked.json.id } });
    const listed = await api.editor('GET', '/returns?state=requested');
    expect(listed.json).toMatchObject({ total: 1, list: [{ id: asked.json.id, invoiceId: order.invoiceId, moves: ['accept', 'refuse'], customer: { email: who.email } }] });
  });
});
