import { atom, map } from 'nanostores';
import { applyCoupon, moveCheckout, placeOrder, quoteCheckout } from '../lib/api/checkout.ts';
import type { ApiError } from '../lib/api/types.ts';
import { newAttemptKey, orderLines } from '../lib/checkout-review.ts';
import type { CheckoutRequest, PlacedOrder, Quote } from '../lib/contract/checkout.ts';
import type { PaymentMethod } from '../lib/contract/order-status.ts';
import type { DeliveryOptionId } from '../lib/contract/coupons.ts';
import { checkoutMessages as say } from '../lib/messages/checkout.ts';
import { apiClient } from './api-client.ts';
import { cartTotal } from '../lib/cart.ts';
import { $cart, clearCart } from './cart.ts';

/*
 * The checkout (issue 11 §2): the shopper's choices, the server's quote of them, and placing the
 * order. Every figure shown comes from the quote; the cart only says which skus and how many.
 */

/** What the shopper chose on the way. */
export interface CheckoutChoices {
  addressId: number | null;
  deliveryOption: DeliveryOptionId;
  paymentMethod: PaymentMethod;
}

export const $checkoutChoices = map<CheckoutChoices>({ addressId: null, deliveryOption: 'standard', paymentMethod: 'cash_on_delivery' });

/** The server's latest quote of the cart and choices. */
export interface QuoteState {
  status: 'loading' | 'ready' | 'failed';
  quote: Quote | null;
  error: string;
}

export const $quote = atom<QuoteState>({ status: 'loading', quote: null, error: '' });

let quoteCall: AbortController | undefined;

/** Asks the server to price the cart as chosen now; an older question still on its way is dropped. */
export async function refreshQuote(): Promise<void> {
  const cart = $cart.get();
  if (cart.items.length === 0) return;
  quoteCall?.abort();
  const call = (quoteCall = new AbortController());
  $quote.set({ ...$quote.get(), status: 'loading' });
  const { addressId, deliveryOption } = $checkoutChoices.get();
  const result = await quoteCheckout(apiClient(), { items: orderLines(cart), addressId, deliveryOption, coupon: cart.coupon }, call.signal);
  if (call.signal.aborted) return;
  if (result.ok) {
    $quote.set({ status: 'ready', quote: result.body, error: '' });
    // The zone may not offer what was chosen (express outside Dhaka): fall back to what it offers.
    const offered = result.body.deliveryRates.map((rate) => rate.option);
    if (offered.length > 0 && !offered.includes(deliveryOption)) choose({ deliveryOption: offered[0]! });
  } else {
    $quote.set({ ...$quote.get(), status: 'failed', error: result.error.message });
  }
}

/** Changes some choices and prices them again. */
export function choose(change: Partial<CheckoutChoices>): void {
  $checkoutChoices.set({ ...$checkoutChoices.get(), ...change });
  void refreshQuote();
}

/** Keeps `code` as the cart's coupon (spec §4) once the server says it applies; otherwise says why. */
export async function tryCoupon(code: string): Promise<{ ok: boolean; message: string }> {
  // The server's subtotal once quoted; until then the cart's own, which the quote then corrects.
  const subtotal = $quote.get().quote?.subtotal ?? cartTotal($cart.get());
  const result = await applyCoupon(apiClient(), { code, subtotal });
  if (!result.ok) return { ok: false, message: result.error.fieldErrors['code'] ?? result.error.message };
  const check = result.body;
  if (check.status !== 'applied') {
    const message = check.status === 'below_minimum' && check.minSubtotal !== null ? say.belowMinimum(check.minSubtotal) : say.couponStatus[check.status];
    return { ok: false, message };
  }
  $cart.set({ ...$cart.get(), coupon: check.code });
  await refreshQuote();
  return { ok: true, message: say.couponApplied(check.code, check.discount) };
}

/** Takes the coupon off the cart. */
export function dropCoupon(): void {
  $cart.set({ ...$cart.get(), coupon: null });
  void refreshQuote();
}

/** Placing the order: busy while the request is out; a failure's message and field errors. */
export interface PlacingState {
  busy: boolean;
  error: ApiError | null;
}

export const $placing = atom<PlacingState>({ busy: false, error: null });

// One `Idempotency-Key` per order attempt, kept for the session: pressing again, a retry after a
// lost answer, even a reload, sends the same key with the same order, and the server answers with
// the first order instead of making a second. A changed order is a new attempt with a new key.
const ATTEMPT_KEY = 'checkout-attempt';

interface Attempt {
  key: string;
  body: string;
}
// In memory for this page, in sessionStorage for a reload (when the browser lets us keep it).
let attempt: Attempt | undefined;

function attemptKeyFor(body: string): string {
  attempt ??= readAttempt();
  if (attempt?.body !== body) {
    attempt = { key: newAttemptKey(), body };
    try {
      sessionStorage.setItem(ATTEMPT_KEY, JSON.stringify(attempt));
    } catch {
      // Storage refused (private mode, full): the key still covers presses on this page.
    }
  }
  return attempt.key;
}

function forgetAttempt(): void {
  attempt = undefined;
  try {
    sessionStorage.removeItem(ATTEMPT_KEY);
  } catch {
    // Nothing was kept.
  }
}

function readAttempt(): Attempt | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(ATTEMPT_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && 'key' in parsed && 'body' in parsed ? (parsed as Attempt) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Places the order as chosen: at most one request at a time, and one order per attempt however
 * often it is pressed. On success the checkout is confirmed (spec §7), the cart emptied, and the
 * order returned for the confirmation page; on failure `$placing` says why (a stock 409 re-prices).
 */
export async function placeCheckout(note: string): Promise<PlacedOrder | undefined> {
  const { addressId, deliveryOption, paymentMethod } = $checkoutChoices.get();
  if ($placing.get().busy || addressId === null) return undefined;
  const cart = $cart.get();
  const request: CheckoutRequest = { items: orderLines(cart), addressId, deliveryOption, paymentMethod, coupon: cart.coupon, note: note.trim() || null };
  const key = attemptKeyFor(JSON.stringify(request));
  $placing.set({ busy: true, error: null });
  const result = await placeOrder(apiClient(), request, key);
  if (!result.ok) {
    $placing.set({ busy: false, error: result.error });
    if (result.status === 409) await refreshQuote();
    return undefined;
  }
  // `$placing` stays busy: the page is about to move on to the confirmation, and nothing may press again.
  forgetAttempt();
  clearCart();
  // Best effort: an order left `pending` is still an order, shown as placed in the history.
  await moveCheckout(apiClient(), 'confirm', result.body.invoiceId);
  return result.body;
}
