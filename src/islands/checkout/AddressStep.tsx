import { lazy, Suspense, useState } from 'react';
import { useStore } from '@nanostores/react';
import { labelText } from '../../lib/address-label.ts';
import { checkoutMessages as say } from '../../lib/messages/checkout.ts';
import { $addressBook, loadAddresses } from '../../stores/addresses.ts';
import '../address/address.css';

// The address form (its place picker and rules) loads only when the shopper asks for it.
const loadForm = () => import('../address/AddressForm.tsx');
const AddressForm = lazy(() => loadForm().then((module) => ({ default: module.AddressForm })));

interface Props {
  selected: number | null;
  onSelect: (id: number) => void;
}

/** Step 1: a saved address to deliver to, or a new one added here with the address book's form. */
export function AddressStep({ selected, onSelect }: Props) {
  const book = useStore($addressBook);
  const [adding, setAdding] = useState(false);
  const warm = { onPointerEnter: () => void loadForm(), onFocus: () => void loadForm() };

  function added() {
    setAdding(false);
    // The store has read the list again: the new address is the one with the highest id.
    const ids = $addressBook.get().list.map((address) => address.id);
    if (ids.length > 0) onSelect(Math.max(...ids));
  }

  return (
    <>
      {book.status === 'loading' && book.list.length === 0 ? (
        <p className="checkout-muted checkout-placeholder--address">{say.loading}</p>
      ) : book.status === 'failed' ? (
        <p role="alert">
          {say.addressesFailed} <button type="button" className="btn btn--ghost" onClick={() => void loadAddresses()}>{say.retry}</button>
        </p>
      ) : book.list.length === 0 ? (
        <p className="checkout-muted">{say.noAddresses}</p>
      ) : (
        <fieldset className="checkout-choices">
          <legend className="visually-hidden">{say.addressStep}</legend>
          {book.list.map((address) => (
            <label key={address.id} className="checkout-choice">
              <input type="radio" name="address" value={address.id} checked={selected === address.id} onChange={() => onSelect(address.id)} />
              <span>
                <strong>{labelText(address.label)}</strong> · {address.recipientName}, {address.phone}
                <br />
                {address.addressLine}, {address.areaName}, {address.districtName}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {adding ? (
        <Suspense fallback={<p role="status">{say.loading}</p>}>
          <AddressForm onDone={added} onCancel={() => setAdding(false)} />
        </Suspense>
      ) : (
        <button type="button" className="btn btn--ghost" {...warm} onClick={() => setAdding(true)}>{say.addAddress}</button>
      )}
    </>
  );
}
