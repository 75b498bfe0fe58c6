import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CustomerProfile } from '../../lib/contract/customer.ts';
import { profileMessages as say } from '../../lib/messages/profile.ts';

// The form (its kit, the name and phone rules) loads when Edit details is pressed, or pointed at.
const loadForm = () => import('./DetailsForm.tsx');
const DetailsForm = lazy(() => loadForm().then((module) => ({ default: module.DetailsForm })));

/** The customer's name, e-mail and phone as stored, with Edit details opening the form in their place. */
export function DetailsCard({ customer }: { customer: CustomerProfile }) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const edit = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    // Back from the form (saved or cancelled): focus returns to the button that opened it.
    if (!editing && returning.current) edit.current?.focus();
    returning.current = false;
  }, [editing]);

  if (editing) {
    return (
      <Suspense fallback={<p role="status">{say.loadingForm}</p>}>
        <DetailsForm
          customer={customer}
          onDone={(message) => {
            returning.current = true;
            setNotice(message ?? '');
            setEditing(false);
          }}
        />
      </Suspense>
    );
  }
  return (
    <>
      <dl className="profile__details">
        <div><dt>{say.name}</dt><dd>{customer.name}</dd></div>
        <div><dt>{say.email}</dt><dd>{customer.email ?? say.noEmail}</dd></div>
        <div><dt>{say.phone}</dt><dd>{customer.phone ?? say.noPhone}</dd></div>
      </dl>
      <p className="profile__notice" role="status">{notice}</p>
      <button
        ref={edit}
        type="button"
        className="btn btn--ghost"
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => {
          setNotice('');
          setEditing(true);
        }}
      >
        {say.editDetails}
      </button>
    </>
  );
}
