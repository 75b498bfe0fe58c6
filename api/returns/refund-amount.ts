/*
 * What a received return refunds (issue 26 §5), in paisa, exactly and never more than was paid.
 *
 * - The goods: each returned unit at what the shopper paid for it, i.e. its line's price less its
 *   share of the order's coupon discount. The discount is shared in proportion to price (the
 *   coupon took its cut of every taka of the subtotal), worked out on everything returned so far:
 *   this return refunds paid(all received, with it) − paid(all received before it), where
 *   paid(g) = ⌊g × (subtotal − discount) / subtotal⌋. So the rounding never adds up to more than
 *   was paid, and returning every unit, in one return or in several, refunds exactly the
 *   subtotal less the discount.
 * - The delivery charge: not refunded for part of an order (the parcel came, the rest was kept);
 *   refunded with the return that brings back the last unit of the order, when the whole order
 *   has come back.
 * - The cap: never more than was paid for the order less every refund of it recorded before
 *   (a cancel's, earlier returns', a goodwill one), and never below zero.
 */

/** An order line: its units and what they cost together. */
export interface LineMoney {
  id: number;
  quantity: number;
  linePaisa: number;
}

/** The order's money. */
export interface OrderMoney {
  subtotalPaisa: number;
  discountPaisa: number;
  deliveryPaisa: number;
  /** What the order was paid (its total once paid; nothing when it never was). */
  paidPaisa: number;
  /** What was recorded owed back of it before this return. */
  refundedPaisa: number;
}

/** The refund of one return and what it is made of (before the cap). */
export interface ReturnRefund {
  paisa: number;
  goodsPaisa: number;
  deliveryPaisa: number;
  /** Whether the cap (what was paid less earlier refunds) cut it. */
  capped: boolean;
}

// BigInt: paisa × paisa can pass 2^53 on a large order.
const big = BigInt;

/** The price of `units` (by line id) of `lines`: each line's share, ⌊linePaisa × units / quantity⌋. */
function grossOf(lines: readonly LineMoney[], units: ReadonlyMap<number, number>): bigint {
  return lines.reduce((sum, line) => sum + (big(line.linePaisa) * big(Math.min(units.get(line.id) ?? 0, line.quantity))) / big(line.quantity), 0n);
}

/** What goods of price `gross` were paid, the order's discount shared by price. */
function paidFor(order: OrderMoney, gross: bigint): bigint {
  const subtotal = big(order.subtotalPaisa);
  if (subtotal === 0n) return 0n;
  const net = subtotal - big(Math.min(order.discountPaisa, order.subtotalPaisa));
  return (gross * net) / subtotal;
}

/**
 * The refund of a return of `units` (by line id) of an order of `lines`, once `before` (by line id)
 * came back in returns received earlier.
 */
export function returnRefund(order: OrderMoney, lines: readonly LineMoney[], before: ReadonlyMap<number, number>, units: ReadonlyMap<number, number>): ReturnRefund {
  const after = new Map(lines.map((line) => [line.id, (before.get(line.id) ?? 0) + (units.get(line.id) ?? 0)]));
  const goods = Number(paidFor(order, grossOf(lines, after)) - paidFor(order, grossOf(lines, before)));
  const wholeBefore = lines.every((line) => (before.get(line.id) ?? 0) >= line.quantity);
  const wholeAfter = lines.every((line) => after.get(line.id)! >= line.quantity);
  const delivery = wholeAfter && !wholeBefore ? order.deliveryPaisa : 0;
  const room = Math.max(0, order.paidPaisa - order.refundedPaisa);
  const paisa = Math.max(0, Math.min(goods + delivery, room));
  return { paisa, goodsPaisa: goods, deliveryPaisa: delivery, capped: paisa < goods + delivery };
}
