import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { labelText } from '../lib/address-label.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { Address } from '../lib/contract/address.ts';
import { addressListMessages as say } from '../lib/messages/address-list.ts';
import { $addressBook, loadAddresses, makeDefaultAddress, removeAddress } from '../stores/addresses.ts';
import { AddressCard } from './address/AddressCard.tsx';
import './address/address.css';
import { takeEarlyPress } from '../scripts/early-input.ts';
import { useCustomerOnly } from '../ui/hooks/use-customer-only.ts';
import { useOnWake } from '../ui/hooks/use-on-wake.ts';
import { localHref } from '../lib/i18n/href.ts';

// The form (its picker, its rules) loads only when a shopper opens it, or points at a button that does.
const loadForm = () => import('./address/AddressForm.tsx');
const AddressForm = lazy(() => loadForm().then((module) => ({ default: module.AddressForm })));
const warmForm = { onPointerEnter: () => void loadForm(), onFocus: () => void loadForm() };
// The confirmation loads at the first Delete: most visits delete nothing.
const ConfirmDialog = lazy(() => import('../ui/ConfirmDialog.tsx').then((module) => ({ default: module.ConfirmDialog })));

type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; address: Address };

/** The address book (issue 10 §4): the customer's addresses, default first, with add, edit, delete and make default. */
export default function AddressBook() {
  const ready = useCustomerOnly('/addresses');
  const book = useStore($addressBook);
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [confirming, setConfirming] = useState<Address | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  // Where focus goes back to when the form or the dialog closes without a change.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (ready) void loadAddresses();
  }, [ready]);
  useOnWake(addButton, (button) => {
    if (takeEarlyPress(button)) open({ kind: 'add' }, button);
  });

  function open(next: Editing, from: HTMLElement | null) {
    opener.current = from;
    setNotice('');
    setEditing(next);
  }
  // Where focus goes once React has drawn the change: the element may not exist (or be hidden) before.
  const focusNext = useRef<'status' | 'opener' | null>(null);
  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'status') status.current?.focus();
    if (target === 'opener') (opener.current?.isConnected ? opener.current : addButton.current)?.focus();
  });

  /** Says what happened where focus can follow (the card it came from may be gone). */
  function tell(message: string) {
    setNotice(message);
    focusNext.current = 'status';
  }
  function closeForm(message?: string) {
    setEditing({ kind: 'closed' });
    if (message) tell(message);
    else focusNext.current = 'opener';
  }
  async function act(run: () => Promise<ApiResult<unknown>>, done: string) {
    setBusy(true);
    const result = await run();
    setBusy(false);
    tell(result.ok ? done : result.status === 404 ? say.notFound : result.error.message);
  }

  const loading = !ready || (book.status === 'loading' && book.list.length === 0);
  return (
    <div className="address-book">
      <p ref={status} className="address-book__notice" role="status" tabIndex={-1}>{notice}</p>
      {editing.kind === 'closed' ? (
        <button ref={addButton} type="button" className="btn" data-early-press {...warmForm} onClick={(event) => open({ kind: 'add' }, event.currentTarget)}>
          {say.add}
        </button>
      ) : (
        <Suspense fallback={<p role="status">{say.loadingForm}</p>}>
          <AddressForm
            key={editing.kind === 'edit' ? editing.address.id : 'new'}
            address={editing.kind === 'edit' ? editing.address : undefined}
            onDone={closeForm}
            onCancel={() => closeForm()}
          />
        </Suspense>
      )}
      {loading ? (
        <p className="address-book__loading">{say.loading}</p>
      ) : book.status === 'failed' ? (
        <p role="alert">
          {say.loadFailed} {book.error}{' '}
          <button type="button" className="btn btn--ghost" onClick={() => void loadAddresses()}>{say.retry}</button>
        </p>
      ) : book.list.length === 0 ? (
        <p className="address-book__empty">{say.empty}</p>
      ) : (
        <ul className="address-book__list" aria-label={say.list}>
          {book.list.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={busy}
              onWarm={warmForm.onFocus}
              onEdit={() => open({ kind: 'edit', address }, document.activeElement as HTMLElement | null)}
              onMakeDefault={() => void act(() => makeDefaultAddress(address), say.madeDefault(labelText(address.label)))}
              onRemove={() => {
                opener.current = document.activeElement as HTMLElement | null;
                setConfirming(address);
              }}
            />
          ))}
        </ul>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            question={say.confirmRemove(labelText(confirming.label))}
            confirm={say.confirmRemoveYes}
            cancel={say.cancel}
            onConfirm={() => {
              setConfirming(null);
              void act(() => removeAddress(confirming.id), say.removed);
            }}
            onCancel={() => {
              setConfirming(null);
              focusNext.current = 'opener';
            }}
          />
        </Suspense>
      )}
      <a className="address-book__back" href={localHref('/profile')}>{say.backToAccount}</a>
    </div>
  );
}
