import type { PaymentState } from '../../lib/contract/uploads.ts';
import { orderMessages as say } from '../../lib/messages/orders.ts';

/** Where an order's money stands (issue 12 §5) as a badge: the words say it, the colour only repeats them. */
export function PaymentBadge({ state }: { state: PaymentState }) {
  return (
    <span className={`payment-state payment-state--${state}`} data-testid="payment-state">
      {say.paymentStateName[state]}
    </span>
  );
}
