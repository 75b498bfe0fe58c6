import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { takeEarlyPress } from '../../scripts/early-input.ts';
import { useOnWake } from '../../ui/hooks/use-on-wake.ts';

// The form (its kit, the password rules) loads when Change password is pressed, or pointed at.
const loadForm = () => import('./PasswordForm.tsx');
const PasswordForm = lazy(() => loadForm().then((module) => ({ default: module.PasswordForm })));

/** The Change password button, and the form in its place once pressed (issue 10 §2). */
export function PasswordCard({ email }: { email: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (!open && returning.current) opener.current?.focus();
    returning.current = false;
  }, [open]);
  // Pressed before the screen woke: the press is carried out now.
  useOnWake(opener, (button) => {
    if (takeEarlyPress(button)) setOpen(true);
  });

  if (open) {
    return (
      <Suspense fallback={<p role="status">{say.loadingForm}</p>}>
        <PasswordForm
          email={email}
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
      <p className="profile__notice" role="status">{notice}</p>
      <button
        ref={opener}
        type="button"
        className="btn btn--ghost"
        data-early-press
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={() => {
          setNotice('');
          setOpen(true);
        }}
      >
        {say.changePassword}
      </button>
    </>
  );
}
