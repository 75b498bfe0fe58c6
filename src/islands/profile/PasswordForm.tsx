import { useEffect } from 'react';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { changeMyPassword, warmProfileWrites } from '../../stores/profile.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../../ui/form/index.ts';

interface Props {
  email: string | undefined;
  /** Called once changed (with what to tell the shopper), or with nothing on Cancel. */
  onDone: (message?: string) => void;
}

/**
 * Change password (issue 10 §2), opened by its button: the current one proves it is the customer;
 * the API then signs out every other device. A wrong current password is the API's 422 on its field.
 */
export function PasswordForm({ email, onDone }: Props) {
  const form = useForm(async (values, element) => {
    const result = await changeMyPassword(values['currentPassword'] ?? '', values['newPassword'] ?? '');
    if (!result.ok) return apiFailure(result.error, element);
    onDone(say.passwordChanged);
    return undefined;
  });
  useEffect(() => {
    form.ref.current?.querySelector<HTMLInputElement>('input:not([hidden])')?.focus();
    warmProfileWrites();
  }, []);
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="profile-password-title">
      {/* Password managers file the new password under this account. */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <FormAlert>{form.alert}</FormAlert>
      <Field name="currentPassword" label={say.currentPassword} type="password" autoComplete="current-password" required error={form.errors['currentPassword']} />
      <Field
        name="newPassword"
        label={say.newPassword}
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        hint={say.newPasswordHint}
        error={form.errors['newPassword']}
      />
      <div className="profile__buttons">
        <SubmitButton busy={form.busy} busyText={say.changing}>{say.changePassword}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={() => onDone()}>{say.cancel}</button>
      </div>
    </form>
  );
}
