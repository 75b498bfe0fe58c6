import { useEffect, useRef, useState } from 'react';
import { authFormMessages as say } from '../lib/messages/auth-forms.ts';
import { withNext } from '../lib/next-path.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../ui/form/index.ts';
import { goToNext, useNextPath } from '../ui/hooks/use-next-path.ts';

// The API client loads when the shopper reaches the form, not with the page (JavaScript budget).
const loadActions = () => import('../stores/auth-actions.ts');

/**
 * Signing in with a phone and a one-time code (issue 26 §2): the number, then the code texted to
 * it, then back to `?next=` or the profile. A number without an account gets one: the code is
 * judged first, and only then is the name asked for, once. The words after "send" are the same
 * for every number, as the API's answer is.
 */
export default function PhoneSignInForm() {
  const { next, leaving } = useNextPath({ leaveIfSignedIn: true });
  /** The number as typed, once a code was sent to it: the screen is then at the code. */
  const [phone, setPhone] = useState<string | null>(null);
  /** The last number typed, kept in its field when the shopper goes back to change it. */
  const [typedBefore, setTypedBefore] = useState('');
  const [notice, setNotice] = useState('');
  const [nameNeeded, setNameNeeded] = useState(false);
  const phoneInput = useRef<HTMLInputElement>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const moved = useRef(false);

  // Focus follows the step, once the shopper has moved between them (not on the page's first paint).
  useEffect(() => {
    if (!moved.current) return;
    (phone === null ? phoneInput : codeInput).current?.focus();
  }, [phone]);

  const numberForm = useForm(async (values, element) => {
    const { askForPhoneCode } = await loadActions();
    const typed = values['phone'] ?? '';
    const result = await askForPhoneCode(typed);
    if (!result.ok) return apiFailure(result.error, element);
    moved.current = true;
    setNotice(say.codeSent(typed));
    setTypedBefore(typed);
    return void setPhone(typed);
  }, loadActions);

  const codeForm = useForm(async (values, element) => {
    const { signInWithPhone } = await loadActions();
    const name = values['name'];
    const result = await signInWithPhone({ phone: phone ?? '', code: values['code'] ?? '', ...(name !== undefined ? { name } : {}) });
    if (result.code === 'ok' || result.code === 'already_logedin') return void goToNext();
    if (result.ok) return { message: say.incorrect };
    // A right code for a new number: the name field appears, and the same code is sent again with it.
    if (!nameNeeded && result.status === 422 && result.error.fieldErrors['name'] && !result.error.fieldErrors['code']) {
      setNameNeeded(true);
      setNotice('');
      return { fieldErrors: { name: say.nameForNewAccount } };
    }
    return apiFailure(result.error, element);
  }, loadActions);

  async function sendNewCode() {
    const { askForPhoneCode } = await loadActions();
    const result = await askForPhoneCode(phone ?? '');
    if (result.ok) return setNotice(say.newCodeSent(phone ?? ''));
    setNotice('');
    codeForm.fail(apiFailure(result.error, codeForm.ref.current!));
  }

  // Keyed: each step is a form of its own, so no input (uncontrolled) keeps what was typed in the other.
  if (phone === null) {
    return (
      <form key="number" ref={numberForm.ref} className="form" method="post" noValidate onSubmit={numberForm.onSubmit} onFocus={numberForm.onFocus} aria-labelledby="auth-title">
        <p>{say.phoneSignInIntro}</p>
        <FormAlert tone={leaving ? 'success' : 'error'}>{leaving ? say.alreadySignedIn : numberForm.alert}</FormAlert>
        <Field ref={phoneInput} name="phone" label={say.mobileNumber} type="tel" autoComplete="tel" inputMode="tel" defaultValue={typedBefore} hint={say.phoneHint} required error={numberForm.errors['phone']} />
        <SubmitButton busy={numberForm.busy} busyText={say.sending}>{say.sendCode}</SubmitButton>
        <p className="form-links"><a href={withNext('/signin', next)}>{say.withEmail}</a></p>
      </form>
    );
  }
  return (
    <form key="code" ref={codeForm.ref} className="form" method="post" noValidate onSubmit={codeForm.onSubmit} onFocus={codeForm.onFocus} aria-labelledby="auth-title">
      <FormAlert tone={codeForm.alert ? 'error' : 'success'}>{codeForm.alert ?? notice}</FormAlert>
      <Field
        ref={codeInput}
        name="code"
        label={say.code}
        hint={say.codeHint}
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        error={codeForm.errors['code']}
      />
      {nameNeeded && <Field name="name" label={say.yourName} autoComplete="name" required error={codeForm.errors['name']} />}
      <SubmitButton busy={codeForm.busy} busyText={say.signingIn}>{nameNeeded ? say.createAndSignIn : say.signIn}</SubmitButton>
      <ul className="form-links">
        <li><button type="button" className="btn btn--ghost" onClick={() => void sendNewCode()}>{say.sendNewCode}</button></li>
        <li>
          <button type="button" className="btn btn--ghost" onClick={() => { moved.current = true; setNameNeeded(false); setNotice(''); setPhone(null); }}>
            {say.otherNumber}
          </button>
        </li>
      </ul>
    </form>
  );
}
