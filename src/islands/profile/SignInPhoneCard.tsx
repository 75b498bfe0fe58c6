import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { displayBdMobile } from '../../lib/phone.ts';

// The form (its kit, the calls) loads when Add a phone is pressed, or pointed at.
const loadForm = () => import('./SignInPhoneForm.tsx');
const SignInPhoneForm = lazy(() => loadForm().then((module) => ({ default: module.SignInPhoneForm })));

/**
 * The number the customer signs in with by code (issue 26 §2), or Add a phone, which opens the
 * form proving one in its place.
 */
export function SignInPhoneCard({ signInPhone }: { signInPhone: string | null }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (!open && returning.current) opener.current?.focus();
    returning.current = false;
  }, [open]);

  if (open) {
    return (
      <Suspense fallback={<p role="status">{say.loadingForm}</p>}>
        <SignInPhoneForm
          onDone={(message) => {
            returning.current = true;
            setNotice(message ?? '');
            setOpen(false);
          }}
        />
      </Suspense>
    );
  }
  return (
    <>
      <p>{signInPhone ? say.signInPhoneIs(displayBdMobile(signInPhone)) : say.signInPhoneNone}</p>
      <p className="profile__notice" role="status">{notice}</p>
      {!signInPhone && (
        <button ref={opener} type="button" className="btn btn--ghost" onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()} onClick={() => { setNotice(''); setOpen(true); }}>
          {say.addSignInPhone}
        </button>
      )}
    </>
  );
}
