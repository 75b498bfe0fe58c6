import { useState } from 'react';
import { authFormMessages as say } from '../lib/messages/auth-forms.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../ui/form/index.ts';
import { localHref } from '../lib/i18n/href.ts';

// The API client loads when the shopper reaches the form, not with the page (JavaScript budget). One
// module (not the client's own, which every screen that calls the API imports: a module loaded on
// demand carries the code that lists its exports, on every page that has it).
const loadActions = () => import('../stores/auth-actions.ts');

/**
 * Asks for a reset link (issue 10 §2). The confirmation is the same whatever the address, as the
 * API's answer is: the screen must not tell anyone whether an account exists.
 */
export default function ForgotPasswordForm() {
  const [sent, setSent] = useState(false);
  const form = useForm(async (values, element) => {
    const { askForResetLink } = await loadActions();
    const result = await askForResetLink(values['email'] ?? '');
    if (result.ok) return void setSent(true);
    return apiFailure(result.error, element);
  }, loadActions);

  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} aria-labelledby="auth-title">
      <p>{say.forgotIntro}</p>
      <FormAlert tone={sent ? 'success' : 'error'}>{sent ? say.resetLinkSent : form.alert}</FormAlert>
      <Field name="email" label={say.email} type="email" autoComplete="email" inputMode="email" required error={form.errors['email']} />
      <SubmitButton busy={form.busy} busyText={say.sending}>{say.sendResetLink}</SubmitButton>
      <p className="form-links"><a href={localHref('/signin')}>{say.backToSignIn}</a></p>
    </form>
  );
}
