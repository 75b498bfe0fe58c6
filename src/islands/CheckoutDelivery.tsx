import { useStore } from '@nanostores/react';
import { $checkoutChoices, $quote, choose } from '../stores/checkout.ts';
import { DeliveryStep } from './checkout/DeliveryStep.tsx';
import { useHydrated } from '../ui/hooks/use-hydrated.ts';

/** Checkout step 2: the delivery options of the chosen address's zone, from the server's quote. */
export default function CheckoutDelivery() {
  const hydrated = useHydrated();
  const { quote } = useStore($quote);
  const { deliveryOption } = useStore($checkoutChoices);
  // The first render matches the page's HTML: the store may already hold a quote when this wakes.
  return <DeliveryStep quote={hydrated ? quote : null} chosen={deliveryOption} onChoose={(option) => choose({ deliveryOption: option })} />;
}
