import { useState } from 'react';
import { orderMessages as say } from '../../lib/messages/orders.ts';
import { $payment, retryPayment } from '../../stores/payment.ts';

/**
 * Pay now for a card order still awaiting its money (issue 12 §5): the result page's Try again (a
 * new gateway session), then off to its page. Loaded only where such an order is shown: the
 * order screens of everyone else carry none of the payment store's code. `onFailed` gets why not.
 */
export default function PayNow({ invoiceId, describedBy, onFailed }: { invoiceId: string; describedBy?: string; onFailed: (why: string) => void }) {
  const [opening, setOpening] = useState(false);
  async function pay() {
    setOpening(true);
    const url = await retryPayment(invoiceId);
    if (url) return location.assign(url); // stays busy: the page is leaving
    setOpening(false);
    onFailed($payment.get().error || say.payNowFailed);
  }
  return (
    <button type="button" className="btn" disabled={opening} aria-describedby={describedBy} onClick={() => void pay()}>
      {opening ? say.openingPayment : say.payNow}
    </button>
  );
}
