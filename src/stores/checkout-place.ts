import { atom } from 'nanostores';
import { moveCheckout, placeOrder } from '../lib/api/place-order.ts';
import type { ApiError } from '../lib/api/types.ts';
import { newAttemptKey, orderLines } from '../lib/checkout-review.ts';
import type { CheckoutRequest, PlacedOrder } from '../lib/contract/order-placing.ts';
import type { PaymentMethod } from '../lib/contract/order-status.ts';
import { apiClient } from './api-client.ts';
import { $cart, clearCart } from './cart.ts';
import { $checkoutChoices, refreshQuote } from './checkout.ts';

/** Placing the order: busy while the request is out; a failure's message and field errors. */
export interface PlacingState {
  busy: boolean;
  error: ApiError | null;
  /**
   * The API's request for the code it texted to the delivery phone (issue 26 §3: a cash order to a
   * phone not yet confirmed), in its words, while it stands: the review then asks for the code.
   */
  phoneCodeAsk: string | null;
}

export const $placing = atom<PlacingState>({ busy: false, error: null, phoneCodeAsk: null });

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
 * Places the order as chosen (`method`: the payment step's choice): at most one request at a time,
 * and one order per attempt however often it is pressed. On success the cart is emptied (the order
 * exists), a cash order's checkout confirmed (spec §7), and the order returned for the next page;
 * on failure `$placing` says why (a stock 409 re-prices).
 */
export async function placeCheckout(note: string, method?: PaymentMethod, phoneCode?: string): Promise<PlacedOrder | undefined> {
  const { addressId, deliveryOption } = $checkoutChoices.get();
  const paymentMethod = method ?? $checkoutChoices.get().paymentMethod;
  const { busy, phoneCodeAsk } = $placing.get();
  if (busy || addressId === null) return undefined;
  const cart = $cart.get();
  const request: CheckoutRequest = {
    items: orderLines(cart), addressId, deliveryOption, paymentMethod, coupon: cart.coupon, note: note.trim() || null,
    ...(phoneCode !== undefined ? { phoneCode } : {}),
  };
  const key = attemptKeyFor(JSON.stringify(request));
  $placing.set({ busy: true, error: null, phoneCodeAsk });
  const result = await placeOrder(apiClient(), request, key);
  if (!result.ok) {
    // Asked without a code: a code was just texted, and the review asks for it. A refused code
    // (or any other refusal of a cash order) keeps the request standing; another method drops it.
    const asked = phoneCode === undefined ? result.error.fieldErrors['phoneCode'] : undefined;
    $placing.set({ busy: false, error: result.error, phoneCodeAsk: asked ?? (paymentMethod === 'cash_on_delivery' ? phoneCodeAsk : null) });
    if (result.status === 409) await refreshQuote();
    return undefined;
  }
  // `$placing` stays busy: the page is about to move on to the confirmation, and nothing may press again.
  forgetAttempt();
  clearCart();
  // A card or pay-later order is confirmed by its payment (issue 12), not by the shop.
  if (paymentMethod !== 'cash_on_delivery') return result.body;
  // Best effort: an order left `pending` is still an order, shown as placed in the history.
  await moveCheckout(apiClient(), 'confirm', result.body.invoiceId);
  return result.body;
}

/** The payment step's value as a payment method: card or pay later as picked, else cash on delivery. */
export function paymentMethodOf(value: string | undefined): PaymentMethod {
  return value === 'card' || value === 'pay_later' ? value : 'cash_on_delivery';
}
