import { useState } from 'react';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { changeMyPassword } from '../../stores/profile.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../../ui/form/index.ts';

/**
 * Change password (issue 10 §2): the current one proves it is the customer; the API then signs out
 * every other device. Rendered from the first paint, so what is typed before the island wakes is
 * kept (the kit reads the inputs at submit). A wrong current password is the API's 422 on its field.
 */
export function PasswordForm({ email }: { email: string | undefined }) {
  const [done, setDone] = useState(false);
  const form = useForm(async (values, element) => {
    setDone(false);
    const result = await changeMyPassword(values['currentPassword'] ?? '', values['newPassword'] ?? '');
    if (!result.ok) return apiFailure(result.error, element);
    element.reset();
    setDone(true);
    return undefined;
  });
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="profile-password-title">
      {/* Password managers file the new password under this account. */}
      {email && <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />}
      <FormAlert tone={done ? 'success' : 'error'}>{done ? say.passwordChanged : form.alert}</FormAlert>
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
      <SubmitButton busy={form.busy} busyText={say.changing}>{say.changePassword}</SubmitButton>
    </form>
  );
}
