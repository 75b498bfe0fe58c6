import { authFormMessages as say } from '../lib/messages/auth-forms.ts';
import { withNext } from '../lib/next-path.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../ui/form/index.ts';
import { goToNext, useNextPath } from '../ui/hooks/use-next-path.ts';
import { localHref } from '../lib/i18n/href.ts';

// The API client loads when the shopper reaches the form, not with the page (JavaScript budget).
const loadActions = () => import('../stores/auth-actions.ts');

/** The sign-in form (issue 10 §2): e-mail and password, then back to `?next=` or the profile. */
export default function SignInForm() {
  const { next, leaving } = useNextPath({ leaveIfSignedIn: true });
  const form = useForm(async (values, element) => {
    const { signInWithPassword } = await loadActions();
    const result = await signInWithPassword({ email: values['email'] ?? '', password: values['password'] ?? '' });
    if (result.code === 'ok') return void goToNext();
    if (result.code === 'already_logedin') {
      goToNext();
      return { message: say.alreadySignedIn };
    }
    if (result.ok) return { message: say.incorrect }; // a 2xx other than spec §8's 200: not a session
    // 401 and any other refusal read the same, so the form never tells which of the two was wrong.
    return apiFailure(result.error, element, result.error.status < 500 ? say.incorrect : undefined);
  }, loadActions);

  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} aria-labelledby="auth-title">
      <FormAlert tone={leaving ? 'success' : 'error'}>{leaving ? say.alreadySignedIn : form.alert}</FormAlert>
      <Field name="email" label={say.email} type="email" autoComplete="email" inputMode="email" required error={form.errors['email']} />
      <Field name="password" label={say.password} type="password" autoComplete="current-password" required error={form.errors['password']} />
      <SubmitButton busy={form.busy} busyText={say.signingIn}>{say.signIn}</SubmitButton>
      <ul className="form-links">
        <li><a href={withNext('/signin/phone', next)}>{say.withPhone}</a></li>
        <li><a href={localHref('/forgot-password')}>{say.forgotPassword}</a></li>
        <li>{say.noAccount} <a href={withNext('/signup', next)}>{say.createAccount}</a></li>
      </ul>
    </form>
  );
}
