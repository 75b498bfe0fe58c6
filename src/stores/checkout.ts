import { atom, map } from 'nanostores';
import { quoteCheckout } from '../lib/api/checkout.ts';
import { orderLines } from '../lib/checkout-review.ts';
import type { Quote } from '../lib/contract/checkout.ts';
import type { PaymentMethod } from '../lib/contract/order-status.ts';
import type { DeliveryOptionId } from '../lib/contract/coupons.ts';
import { apiClient } from './api-client.ts';
import { $cart } from './cart.ts';

/*
 * The checkout (issue 11 §2): the shopper's choices, the server's quote of them, and placing the
 * order. Every figure shown comes from the quote; the cart only says which skus and how many.
 * The coupon (checkout-coupon.ts) and placing the order (checkout-place.ts) are modules of their
 * own: their steps wake when scrolled to, and the page loads their code then, not at once.
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
