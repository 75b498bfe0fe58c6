import { atom } from 'nanostores';
import { fetchPayment, openPaymentSession, payOnDelivery } from '../lib/api/payments.ts';
import type { PaymentView } from '../lib/contract/payments.ts';
import { apiClient } from './api-client.ts';

/* The order a payment result page is about (issue 12 §2), read from the API: nothing in the URL is trusted. */

/** The order's payment; `busy` while Try again or Pay on delivery is on its way. */
export interface PaymentState {
  status: 'loading' | 'ready' | 'missing' | 'failed';
  payment: PaymentView | null;
  busy: 'retry' | 'cash' | null;
  error: string;
  /** The API's request for the code texted to the order's phone before it goes cash on delivery (issue 26 §3). */
  phoneCodeAsk?: string;
  /** Why the code given was refused. */
  phoneCodeError?: string;
}

export const $payment = atom<PaymentState>({ status: 'loading', payment: null, busy: null, error: '' });

/** Reads the order `invoiceId`'s payment. */
export async function loadPayment(invoiceId: string): Promise<void> {
  const result = await fetchPayment(apiClient(), invoiceId);
  if (result.ok) $payment.set({ status: 'ready', payment: result.body, busy: null, error: '' });
  else $payment.set({ ...$payment.get(), status: result.status === 404 ? 'missing' : 'failed', busy: null, error: result.error.message });
}

/** Opens a new gateway session; resolves to its page (the caller goes there), or undefined with `error` set. */
export async function retryPayment(invoiceId: string): Promise<string | undefined> {
  if ($payment.get().busy) return undefined;
  $payment.set({ ...$payment.get(), busy: 'retry', error: '' });
  const result = await openPaymentSession(apiClient(), invoiceId);
  if (result.ok) return result.body.paymentUrl; // stays busy: the page is leaving
  // A 409: the order moved on (paid meanwhile, or closed); show it as it is now, with why.
  if (result.status === 409) await loadPayment(invoiceId);
  $payment.set({ ...$payment.get(), busy: null, error: result.error.message });
  return undefined;
}

/**
 * Gives up the card: the order is confirmed as cash on delivery; first, when the API asks, with
 * the code texted to the order's phone (`phoneCode`, once asked).
 */
export async function switchToCash(invoiceId: string, phoneCode?: string): Promise<void> {
  const before = $payment.get();
  if (before.busy) return;
  $payment.set({ ...before, busy: 'cash', error: '', phoneCodeError: '' });
  const result = await payOnDelivery(apiClient(), invoiceId, phoneCode);
  if (result.ok) $payment.set({ status: 'ready', payment: result.body, busy: null, error: '' });
  else if (result.status === 422 && result.error.fieldErrors['phoneCode']) {
    const words = result.error.fieldErrors['phoneCode'];
    // Asked without a code: a code was just texted. With one: it was refused, said at its field.
    $payment.set({ ...$payment.get(), busy: null, ...(phoneCode === undefined ? { phoneCodeAsk: words, phoneCodeError: '' } : { phoneCodeError: words }) });
  } else {
    await loadPayment(invoiceId);
    $payment.set({ ...$payment.get(), busy: null, error: result.error.message });
  }
}
