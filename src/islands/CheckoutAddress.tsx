import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { checkoutMessages as say } from '../lib/messages/checkout.ts';
import { $addressBook, loadAddresses } from '../stores/addresses.ts';
import { $cart } from '../stores/cart.ts';
import { $checkoutChoices, choose, refreshQuote } from '../stores/checkout.ts';
import { AddressStep } from './checkout/AddressStep.tsx';
import './checkout/checkout.css';
import { useCustomerOnly } from '../ui/hooks/use-customer-only.ts';
import { localHref } from '../lib/i18n/href.ts';

/**
 * Checkout step 1 (issue 11 §2) and the checkout's driver: it keeps the page for its customer,
 * chooses the default address, and asks the server to price the cart whenever its lines change.
 * The other steps are islands of their own over the same store, woken as the shopper reaches them.
 */
export default function CheckoutAddress() {
  const ready = useCustomerOnly('/checkout');
  const cart = useStore($cart);
  const { addressId } = useStore($checkoutChoices);
  const book = useStore($addressBook);
  const lines = cart.items.map((item) => `${item.sku.id}x${item.quantity}`).join(',');

  useEffect(() => {
    if (ready) void loadAddresses();
  }, [ready]);
  // The default address is chosen for the shopper; any other is one tap away.
  useEffect(() => {
    const known = book.list.some((address) => address.id === addressId);
    const preferred = book.list.find((address) => address.isDefault) ?? book.list[0];
    if (!known && preferred) choose({ addressId: preferred.id });
  }, [book.list]);
  useEffect(() => {
    if (ready && cart.items.length > 0) void refreshQuote();
  }, [ready, lines]);

  if (!ready) return <p className="checkout-muted">{say.loading}</p>;
  if (cart.items.length === 0) return <a href={localHref('/cart')}>{say.backToCart}</a>;
  return <AddressStep selected={addressId} onSelect={(id) => choose({ addressId: id })} />;
}
