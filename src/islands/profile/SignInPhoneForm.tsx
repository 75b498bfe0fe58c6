import { useEffect, useRef, useState } from 'react';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { displayBdMobile } from '../../lib/phone.ts';
import { addPhoneForSignIn, warmProfileWrites } from '../../stores/profile.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../../ui/form/index.ts';

const loadAuthActions = () => import('../../stores/auth-actions.ts');

/**
 * Adds a phone to sign in with (issue 26 §2): the number, then the code texted to it. The API
 * refuses a number that already signs in to another account (409), said in the form's alert.
 */
export function SignInPhoneForm({ onDone }: { onDone: (message?: string) => void }) {
  const [phone, setPhone] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const numberForm = useForm(async (values, element) => {
    const { askForPhoneCode } = await loadAuthActions();
    const typed = values['phone'] ?? '';
    const result = await askForPhoneCode(typed);
    if (!result.ok) return apiFailure(result.error, element);
    return void setPhone(typed);
  });
  const codeForm = useForm(async (values, element) => {
    const result = await addPhoneForSignIn(phone ?? '', values['code'] ?? '');
    if (!result.ok) return apiFailure(result.error, element);
    onDone(say.signInPhoneAdded(displayBdMobile(result.body.signInPhone ?? '')));
    return undefined;
  });
  useEffect(() => {
    warmProfileWrites();
    void loadAuthActions();
  }, []);
  useEffect(() => {
    (phone === null ? numberForm.ref.current?.querySelector('input') : codeInput.current)?.focus();
  }, [phone]);

  // Keyed: each step is a form of its own, so no input (uncontrolled) keeps what was typed in the other.
  if (phone === null) {
    return (
      <form key="number" ref={numberForm.ref} className="form" method="post" noValidate onSubmit={numberForm.onSubmit} aria-labelledby="profile-phone-title">
        <FormAlert>{numberForm.alert}</FormAlert>
        <Field name="phone" label={say.mobileNumber} type="tel" autoComplete="tel" inputMode="tel" hint={say.mobileHint} required error={numberForm.errors['phone']} />
        <div className="profile__buttons">
          <SubmitButton busy={numberForm.busy} busyText={say.sending}>{say.sendCode}</SubmitButton>
          <button type="button" className="btn btn--ghost" onClick={() => onDone()}>{say.cancel}</button>
        </div>
      </form>
    );
  }
  return (
    <form key="code" ref={codeForm.ref} className="form" method="post" noValidate onSubmit={codeForm.onSubmit} aria-labelledby="profile-phone-title">
      <FormAlert tone={codeForm.alert ? 'error' : 'success'}>{codeForm.alert ?? say.codeSent(phone)}</FormAlert>
      <Field ref={codeInput} name="code" label={say.code} autoComplete="one-time-code" inputMode="numeric" required error={codeForm.errors['code']} />
      <div className="profile__buttons">
        <SubmitButton busy={codeForm.busy} busyText={say.confirming}>{say.confirmPhone}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={() => onDone()}>{say.cancel}</button>
      </div>
    </form>
  );
}
