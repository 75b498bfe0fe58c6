import { useEffect, useState, type SubmitEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { Quote } from '../lib/contract/checkout.ts';
import { checkoutReviewMessages as say } from '../lib/messages/checkout-review.ts';
import { $quote } from '../stores/checkout.ts';
import { $runningCoupons, dropCoupon, loadRunningCoupons, tryCoupon } from '../stores/checkout-coupon.ts';
import { useHydrated } from '../ui/hooks/use-hydrated.ts';

/** What a coupon in the quote says: applied with its amount, or why it does not apply. */
function couponLine(quote: Quote | null): { ok: boolean; text: string } | null {
  const check = quote?.coupon;
  if (!check) return null;
  if (check.status === 'applied') return { ok: true, text: say.couponApplied(check.code, check.discount) };
  const text = check.status === 'below_minimum' && check.minSubtotal !== null ? say.belowMinimum(check.minSubtotal) : say.couponStatus[check.status];
  return { ok: false, text: `${check.code}: ${text}` };
}

/** Checkout step 4: a coupon typed or picked from those running now; the cart keeps it (spec §4). */
export default function CheckoutCoupon() {
  const hydrated = useHydrated();
  // The first render matches the page's HTML: the store may already hold a quote when this wakes.
  const quote = useStore($quote).quote;
  const coupons = useStore($runningCoupons);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const applied = hydrated ? couponLine(quote) : null;

  useEffect(() => void loadRunningCoupons(), []);

  async function apply(code: string) {
    if (busy || !code.trim()) return;
    setBusy(true);
    const outcome = await tryCoupon(code);
    setBusy(false);
    // Applied, the quote's line says so; refused, this message says why.
    setMessage(outcome.ok ? '' : outcome.message);
  }
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void apply(String(new FormData(event.currentTarget).get('coupon') ?? ''));
  }

  return (
    <>
      {applied ? (
        <p className={applied.ok ? 'checkout-ok' : 'checkout-problem'} role="status">
          {applied.text} <button type="button" className="btn btn--ghost" onClick={dropCoupon}>{say.removeCoupon}</button>
        </p>
      ) : (
        <form className="checkout-coupon" onSubmit={submit} noValidate>
          <label htmlFor="coupon-code">{say.couponLabel}</label>
          <div className="checkout-coupon__row">
            <input id="coupon-code" name="coupon" className="input" autoComplete="off" autoCapitalize="characters" maxLength={32} aria-describedby="coupon-message" />
            <button type="submit" className="btn" aria-disabled={busy || undefined}>{busy ? say.applying : say.apply}</button>
          </div>
          <p id="coupon-message" className="checkout-problem" role="status">{message}</p>
        </form>
      )}
      {hydrated && !applied && coupons.length > 0 && (
        <div>
          <h3 className="checkout-subheading">{say.availableCoupons}</h3>
          <ul className="checkout-coupons">
            {coupons.map((coupon) => (
              <li key={coupon.code}>
                <button type="button" className="btn btn--ghost" onClick={() => void apply(coupon.code)}>{say.useCoupon(coupon.code)}</button>
                <span>{coupon.description}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
