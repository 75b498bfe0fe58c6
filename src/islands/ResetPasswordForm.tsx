import { useEffect, useRef, useState } from 'react';
import { authFormMessages as say } from '../lib/messages/auth-forms.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../ui/form/index.ts';
import { localHref } from '../lib/i18n/href.ts';

// The API client loads when the shopper reaches the form, not with the page (JavaScript budget). One
// module (not the client's own, which every screen that calls the API imports: a module loaded on
// demand carries the code that lists its exports, on every page that has it).
const loadActions = () => import('../stores/auth-actions.ts');

/** The plain "this link is no good" message, with the way to a new one. */
function InvalidLink() {
  return (
    <>
      {say.invalidResetLink} <a href={localHref('/forgot-password')}>{say.askForNewLink}</a>.
    </>
  );
}

/**
 * Sets a new password with the token of a reset link (`/reset-password?token=…`, the one account
 * secret the spec puts in a URL). Once used, the token is taken out of the address bar, so it is
 * neither bookmarked nor shown over a shoulder.
 */
export default function ResetPasswordForm() {
  const [token, setToken] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const doneRef = useRef<HTMLDivElement>(null);
  const form = useForm(async (values, element) => {
    if (!token) return { message: <InvalidLink /> };
    const { setPasswordWithToken } = await loadActions();
    const result = await setPasswordWithToken(token, values['newPassword'] ?? '');
    if (result.ok) {
      history.replaceState(null, '', location.pathname);
      return void setDone(true);
    }
    // The API reports a dead token as a field error on `resetToken`, a field this form does not show.
    if (result.error.fieldErrors['resetToken']) return { message: <InvalidLink /> };
    return apiFailure(result.error, element);
  }, loadActions);
  const { fail } = form;

  useEffect(() => {
    const found = new URLSearchParams(location.search).get('token')?.trim() || null;
    setToken(found);
    if (!found) fail({ message: <InvalidLink /> });
  }, [fail]);

  // The form is gone once done: focus goes to what replaced it, not to the top of the page.
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  if (done) {
    return (
      <div ref={doneRef} tabIndex={-1}>
        <FormAlert tone="success">
          {say.resetDone} <a href={localHref('/signin')}>{say.signInNow}</a>
        </FormAlert>
      </div>
    );
  }
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} aria-labelledby="auth-title">
      <FormAlert>{form.alert}</FormAlert>
      <Field name="newPassword" label={say.newPassword} type="password" autoComplete="new-password" required minLength={8} hint={say.passwordHint} error={form.errors['newPassword']} />
      <SubmitButton busy={form.busy} busyText={say.resetting}>{say.resetPassword}</SubmitButton>
    </form>
  );
}
