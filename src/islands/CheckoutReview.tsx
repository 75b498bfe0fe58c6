import { useStore } from '@nanostores/react';
import { isShopCurrency } from '../lib/currency.ts';
import { checkoutReviewMessages as say } from '../lib/messages/checkout-review.ts';
import { $checkoutChoices, $quote, refreshQuote } from '../stores/checkout.ts';
import { paymentMethodOf, placeCheckout } from '../stores/checkout-place.ts';
import { $currency } from '../stores/currency.ts';
import { ReviewStep } from './checkout/ReviewStep.tsx';
import { useHydrated } from '../ui/hooks/use-hydrated.ts';
import { usePriceFormatter } from '../ui/hooks/use-price.ts';
import { localHref } from '../lib/i18n/href.ts';

/** Checkout step 5: the server's figures, what changed, and Place order; then the confirmation page. */
export default function CheckoutReview() {
  const hydrated = useHydrated();
  const { status, quote, error } = useStore($quote);
  const { addressId } = useStore($checkoutChoices);
  const currency = useStore($currency);
  const format = usePriceFormatter();

  async function place(note: string, phoneCode?: string) {
    // The payment step is plain HTML radios (no island of its own): its choice is read when it counts.
    const method = paymentMethodOf(document.querySelector<HTMLInputElement>('input[name="payment"]:checked')?.value);
    const order = await placeCheckout(note, method, phoneCode);
    if (!order) return;
    const invoice = encodeURIComponent(order.invoiceId);
    if (method === 'cash_on_delivery') location.assign(localHref(`/details?id=${order.saleId}&placed=1`));
    else if (method === 'pay_later') location.assign(localHref(`/payments/response/later?invoiceId=${invoice}`));
    // A card order goes to the gateway's page; without one (the gateway was down) to its result page, which offers Try again.
    else location.assign(order.paymentUrl ?? localHref(`/payments/response/failed?invoiceId=${invoice}`));
  }

  // The first render matches the page's HTML: the store may already hold a quote when this wakes.
  if (!hydrated) return <p className="checkout-muted" role="status">{say.quoting}</p>;
  if (status === 'failed') {
    return (
      <p role="alert">
        {say.quoteFailed} {error} <button type="button" className="btn btn--ghost" onClick={() => void refreshQuote()}>{say.retry}</button>
      </p>
    );
  }
  if (!quote) return <p className="checkout-muted" role="status">{say.quoting}</p>;
  const couponProblem = quote.coupon && quote.coupon.status !== 'applied' ? say.couponProblem : null;
  const blocked = addressId === null ? say.chooseAddress : status !== 'ready' ? say.quoting : couponProblem;
  return <ReviewStep quote={quote} blocked={blocked} onPlace={(note, phoneCode) => void place(note, phoneCode)} estimate={isShopCurrency(currency) ? null : format(quote.total)} />;
}
