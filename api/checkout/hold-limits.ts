import type { DatabaseSync } from 'node:sqlite';
import { formatBDT } from '../../src/lib/messages/format.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { typedQuery } from '../db/query.ts';

/*
 * How much of the shop one customer may hold without paying (issue 22 §7). An order takes its
 * stock when it is placed; a card or pay-later order holds it while it waits for the money, a cash
 * order until it is delivered or cancelled. Without a bound, one customer could empty the shelves
 * for days with orders never meant to be paid. Each bound is configurable (api/config.ts).
 */

/** The bounds, from the configuration. */
export interface HoldLimits {
  /** Units of one sku in one order (`API_ORDER_MAX_PER_SKU`). */
  perSku: number;
  /** Orders not yet paid and not over, per customer, this one included (`API_UNPAID_ORDERS_MAX`). */
  unpaidOrders: number;
  /** Taka those orders may come to together, this one included (`API_UNPAID_VALUE_MAX`). */
  unpaidValue: number;
}

/** The defaults: a household's or an office's order gets through; a shelf-emptier does not. */
export const DEFAULT_HOLD_LIMITS: HoldLimits = { perSku: 20, unpaidOrders: 3, unpaidValue: 50_000 };

/** A bound an order would cross: the field it is about and what to tell the shopper. */
export interface HoldRefusal {
  field: string;
  message: string;
}

// What holds stock unpaid: everything not paid that is still going somewhere (a cash order is
// paid at the door, so one packed or on its way still counts).
const HOLDING = "payment_status = 'unpaid' AND status IN ('pending', 'confirmed', 'awaiting_payment', 'packed', 'shipped')";

/**
 * The first bound that placing `lines` (totalling `totalPaisa`) for `customerId` would cross, or
 * undefined. Read inside the placing's write transaction, so two orders at once are counted in turn.
 */
export function holdRefusal(db: DatabaseSync, limits: HoldLimits, customerId: number, lines: readonly { quantity: number }[], totalPaisa: number): HoldRefusal | undefined {
  const tooMany = lines.findIndex((line) => line.quantity > limits.perSku);
  if (tooMany >= 0) {
    return { field: `items.${tooMany}.quantity`, message: `At most ${limits.perSku} of one item can be ordered at a time. For more, please contact us.` };
  }
  const held = typedQuery<{ orders: number; paisa: number }>(db, `SELECT COUNT(*) AS orders, COALESCE(SUM(total_paisa), 0) AS paisa FROM sales WHERE customer_id = ? AND ${HOLDING}`).get(customerId) ?? { orders: 0, paisa: 0 };
  if (held.orders + 1 > limits.unpaidOrders) {
    return { field: 'items', message: `You have ${held.orders} orders waiting for payment or delivery. Pay for or cancel one before placing another.` };
  }
  if (paisaToTaka(held.paisa + totalPaisa) > limits.unpaidValue) {
    return { field: 'items', message: `Orders not yet paid can come to at most ${formatBDT(limits.unpaidValue)} together. Pay for an earlier order, or order less.` };
  }
  return undefined;
}
