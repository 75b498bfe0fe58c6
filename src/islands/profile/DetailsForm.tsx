import { useEffect } from 'react';
import type { CustomerProfile } from '../../lib/contract/customer.ts';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { saveProfile, warmProfileWrites } from '../../stores/profile.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../../ui/form/index.ts';

interface Props {
  customer: CustomerProfile;
  /** Called once saved (with what to tell the shopper), or with nothing on Cancel. */
  onDone: (message?: string) => void;
}

/** The profile's editable details (name, phone) with the e-mail beside them, read-only; opened by Edit details. */
export function DetailsForm({ customer, onDone }: Props) {
  const form = useForm(async (values, element) => {
    const phone = (values['phone'] ?? '').trim();
    const result = await saveProfile({ name: values['name'] ?? '', phone: phone === '' ? null : phone });
    if (!result.ok) return apiFailure(result.error, element);
    onDone(say.saved);
    return undefined;
  });
  // Opened by a press: the shopper starts in its first field.
  useEffect(() => {
    form.ref.current?.querySelector('input')?.focus();
    warmProfileWrites();
  }, []);
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="profile-details-title">
      <FormAlert>{form.alert}</FormAlert>
      <Field name="name" label={say.name} autoComplete="name" required defaultValue={customer.name} error={form.errors['name']} />
      <dl className="profile__email">
        <dt>{say.email}</dt>
        <dd>{customer.email}</dd>
        <dd className="field__hint">{say.emailHint}</dd>
      </dl>
      <Field
        name="phone"
        label={say.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        defaultValue={customer.phone ?? ''}
        hint={say.phoneHint}
        error={form.errors['phone']}
      />
      <div className="profile__buttons">
        <SubmitButton busy={form.busy} busyText={say.saving}>{say.save}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={() => onDone()}>{say.cancel}</button>
      </div>
    </form>
  );
}
