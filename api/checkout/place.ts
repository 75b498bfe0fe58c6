import { createHash } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { CheckoutFields, ErrorBody, OrderStatus, PaymentMethod, PlacedOrder, StockShortfall } from '../../src/lib/contract/index.ts';
import { formatBDT } from '../../src/lib/messages/format.ts';
import { dhakaDateAfter } from '../../src/lib/order-pricing.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { PHONE_CODE_REFUSED } from '../accounts/phone-code-flow.ts';
import { rememberVerifiedPhone } from './cod-confirmation.ts';
import { DEFAULT_HOLD_LIMITS, holdRefusal, type HoldLimits } from './hold-limits.ts';
import { deliveryChoiceOf, lineOf, planOrder, shippingAddressOf, totalsInTaka } from './plan.ts';

/*
 * Placing an order (issue 11 §3), all in one write transaction: the Idempotency-Key's record, the
 * plan priced from the database, the stock taken with conditional updates (never below zero), the
 * order, its lines and its first move. Any refusal rolls all of it back: nothing is taken.
 */

/**
 * How each payment method starts an order. Card and pay later wait for their payment with the
 * stock held (issue 12; the expiry job fails a card order after 30 minutes, pay later after 48 hours).
 */
const START: Readonly<Record<PaymentMethod, OrderStatus | undefined>> = {
  cash_on_delivery: 'pending',
  card: 'awaiting_payment',
  pay_later: 'awaiting_payment',
};

/** An answer to send: its status and body. */
export interface Answer {
  status: 201 | 404 | 409 | 422;
  body: PlacedOrder | ErrorBody | StockShortfall;
}

const refused = (field: string, message: string): Answer => ({ status: 422, body: { message: 'Validation failed', errors: { [field]: [message] } } });

// A refusal found after stock was taken: thrown to roll the transaction back, then answered.
class Refusal extends Error {
  readonly answer: Answer;
  constructor(answer: Answer) {
    super('refused');
    this.answer = answer;
  }
}

/**
 * A right code to the delivery phone of a cash order (issue 26 §3): used up in the placing's
 * transaction, so of two orders sent with one code only one is placed, and a refusal after it
 * (stock) rolls it back, leaving the code to use again.
 */
export interface PhoneConfirmation {
  phone: string;
  /** Uses the code up: `false` when another request already did. */
  useUp(): boolean;
}

/** Whether `customerId` already placed an order under `key` (its repeat is answered from the record, needing no code). */
export function placedBefore(db: DatabaseSync, customerId: number, key: string): boolean {
  return typedQuery<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM checkout_attempts WHERE customer_id = ? AND key = ?').get(customerId, key)?.n === 1;
}

/** Places `fields` for `customerId` under `key`; a repeat of the key gets the first answer again. */
export function placeOrder(
  db: DatabaseSync,
  customerId: number,
  key: string,
  fields: CheckoutFields,
  now: Date,
  limits: HoldLimits = DEFAULT_HOLD_LIMITS,
  confirmation?: PhoneConfirmation,
  lang: 'en' | 'bn' = 'en',
): Answer {
  const requestHash = createHash('sha256').update(JSON.stringify(fields)).digest('hex');
  try {
    return transaction(db, () => place(db, customerId, key, requestHash, fields, now, limits, confirmation, lang), { immediate: true });
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
}

function place(db: DatabaseSync, customerId: number, key: string, requestHash: string, fields: CheckoutFields, now: Date, limits: HoldLimits, confirmation: PhoneConfirmation | undefined, lang: 'en' | 'bn'): Answer {
  const earlier = typedQuery<{ request_hash: string; status: number; body: string }>(
    db,
    'SELECT request_hash, status, body FROM checkout_attempts WHERE customer_id = ? AND key = ?',
  ).get(customerId, key);
  if (earlier) {
    if (earlier.request_hash !== requestHash) return refused('Idempotency-Key', 'This Idempotency-Key was used for a different order');
    return { status: earlier.status as Answer['status'], body: JSON.parse(earlier.body) as PlacedOrder };
  }
  const status = START[fields.paymentMethod];
  if (!status) return refused('paymentMethod', 'This payment method is not offered');

  const plan = planOrder(db, customerId, { ...fields, coupon: fields.coupon ?? null }, now);
  if (!plan || !plan.address) return { status: 404, body: { message: `Address not found: ${fields.addressId}` } };
  if (plan.unknown.length > 0) {
    const errors = Object.fromEntries(plan.unknown.map((index) => [`items.${index}.skuId`, ['No such item']]));
    return { status: 422, body: { message: 'Validation failed', errors } };
  }
  if (!plan.rate) return refused('deliveryOption', 'This delivery option is not offered for the address');
  if (plan.coupon && plan.coupon.status !== 'applied') return refused('coupon', couponRefusal(plan.coupon.status, plan.coupon.minSubtotal));
  // Checked before any stock is taken: one customer may hold only so much unpaid (issue 22 §7).
  const overLimit = holdRefusal(db, limits, customerId, fields.items, plan.totals.totalPaisa);
  if (overLimit) return refused(overLimit.field, overLimit.message);

  // Last before the stock: any refusal above leaves the code alive; a stock refusal below rolls its use back.
  if (confirmation && !confirmation.useUp()) return refused('phoneCode', PHONE_CODE_REFUSED);

  // Conditional updates: a line takes its units only if they are all there, so stock never goes below zero.
  const take = db.prepare('UPDATE skus SET stock = stock - ? WHERE id = ? AND stock >= ?');
  const short = plan.rows.filter((row) => Number(take.run(row.quantity, row.skuId, row.quantity).changes) === 0);
  if (short.length > 0) {
    const stockOf = typedQuery<{ stock: number }>(db, 'SELECT stock FROM skus WHERE id = ?');
    const lines = short.map((row) => ({ skuId: row.skuId, requested: row.quantity, available: stockOf.get(row.skuId)?.stock ?? 0 }));
    throw new Refusal({ status: 409, body: { message: 'Some items do not have enough stock', lines } });
  }

  const at = now.toISOString();
  const id = (typedQuery<{ last: number | null }>(db, 'SELECT MAX(id) AS last FROM sales').get()?.last ?? 0) + 1;
  const invoiceId = `KL-${dhakaDateAfter(now, 0).replaceAll('-', '')}-${String(id).padStart(6, '0')}`;
  const { rate, totals } = plan;
  const coupon = plan.coupon ? { code: plan.coupon.code, status: plan.coupon.status, discount: plan.coupon.discount, minSubtotal: plan.coupon.minSubtotal, description: plan.coupon.description } : null;
  db.prepare(
    `INSERT INTO sales (id, customer_id, invoice_id, status, payment_status, payment_method, delivery_zone, delivery_option,
       subtotal_paisa, discount_paisa, delivery_paisa, total_paisa, coupon_json, delivery_json, address_json, expected_from, expected_to, note, created_at, lang)
     VALUES (?, ?, ?, ?, 'unpaid', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id, customerId, invoiceId, status, fields.paymentMethod, rate.zone, rate.option,
    totals.subtotalPaisa, totals.discountPaisa, totals.deliveryPaisa, totals.totalPaisa,
    coupon ? JSON.stringify(coupon) : null, JSON.stringify(deliveryChoiceOf(rate)), JSON.stringify(shippingAddressOf(plan.address)),
    dhakaDateAfter(now, rate.rate.daysMin), dhakaDateAfter(now, rate.rate.daysMax), fields.note || null, at, lang,
  );
  const line = db.prepare(
    `INSERT INTO sale_lines (sale_id, sku_id, item_id, name, name_bn, sku_code, options, options_bn, quantity, unit_paisa, regular_paisa, discount_name, line_paisa)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const row of plan.rows) {
    line.run(id, row.skuId, row.itemId, row.name, row.nameBn, row.skuCode, row.options, row.optionsBn, row.quantity, row.unitPaisa, row.regularPaisa, row.discountName, row.linePaisa);
  }
  db.prepare('INSERT INTO sale_events (sale_id, status, at) VALUES (?, ?, ?)').run(id, status, at);
  if (confirmation) rememberVerifiedPhone(db, customerId, confirmation.phone, now);

  const body: PlacedOrder = { invoiceId, saleId: id, status, paymentStatus: 'unpaid', lines: plan.rows.map(lineOf), ...totalsInTaka(totals), paymentUrl: null };
  db.prepare('INSERT INTO checkout_attempts (customer_id, key, request_hash, status, body, created_at) VALUES (?, ?, ?, 201, ?, ?)').run(
    customerId, key, requestHash, JSON.stringify(body), at,
  );
  return { status: 201, body };
}

function couponRefusal(status: string, minSubtotal: number | null): string {
  if (status === 'expired') return 'This coupon has expired';
  if (status === 'not_started') return 'This coupon cannot be used yet';
  if (status === 'below_minimum') return `This coupon needs an order of at least ${formatBDT(minSubtotal ?? 0)}`;
  return 'No such coupon';
}
