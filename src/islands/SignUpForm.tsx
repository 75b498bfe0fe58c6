import { authFormMessages as say } from '../lib/messages/auth-forms.ts';
import { formMessages } from '../lib/messages/forms.ts';
import { withNext } from '../lib/next-path.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../ui/form/index.ts';
import { goToNext, useNextPath } from '../ui/hooks/use-next-path.ts';
import { localHref } from '../lib/i18n/href.ts';

// The API client loads when the shopper reaches the form, not with the page (JavaScript budget).
const loadActions = () => import('../stores/auth-actions.ts');

/** The duplicate-e-mail message of spec §8 with its two ways out as links. */
function DuplicateEmail({ next }: { next: string }) {
  const words = say.duplicateEmail;
  return (
    <>
      {words.text} <a href={withNext('/signin', next)}>{words.signIn}</a> {words.or} <a href={localHref('/forgot-password')}>{words.reset}</a>{words.end}
    </>
  );
}

/** The sign-up form (issue 10 §2): the new customer is signed in at once and sent on to `next`. */
export default function SignUpForm() {
  const { next, leaving } = useNextPath({ leaveIfSignedIn: true });
  const form = useForm(async (values, element) => {
    const { signUpAndSignIn } = await loadActions();
    const phone = values['phone']?.trim();
    const result = await signUpAndSignIn({
      name: values['name'] ?? '',
      email: values['email'] ?? '',
      password: values['password'] ?? '',
      // Optional: an empty box means no phone, not an invalid one.
      ...(phone ? { phone } : {}),
    });
    if (result.code === 'ok') return void goToNext();
    if (result.code === 'duplicate_email') return { message: <DuplicateEmail next={next} />, fieldErrors: {} };
    if (result.ok) return { message: say.incorrect };
    return apiFailure(result.error, element);
  }, loadActions);

  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} onFocus={form.onFocus} aria-labelledby="auth-title">
      <FormAlert tone={leaving ? 'success' : 'error'}>{leaving ? say.alreadySignedIn : form.alert}</FormAlert>
      <Field name="name" label={say.name} autoComplete="name" required error={form.errors['name']} />
      <Field name="email" label={say.email} type="email" autoComplete="email" inputMode="email" required error={form.errors['email']} />
      <Field name="phone" label={say.phone} type="tel" autoComplete="tel" inputMode="tel" optionalText={formMessages.optional} hint={say.phoneHint} error={form.errors['phone']} />
      <Field name="password" label={say.password} type="password" autoComplete="new-password" required minLength={8} hint={say.passwordHint} error={form.errors['password']} />
      <SubmitButton busy={form.busy} busyText={say.signingUp}>{say.signUp}</SubmitButton>
      <p className="form-links">{say.haveAccount} <a href={withNext('/signin', next)}>{say.signIn}</a></p>
    </form>
  );
}
