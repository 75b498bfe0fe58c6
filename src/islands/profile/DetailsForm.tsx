import { useState } from 'react';
import type { CustomerProfile } from '../../lib/contract/account.ts';
import { profileMessages as say } from '../../lib/messages/profile.ts';
import { saveProfile } from '../../stores/profile.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../../ui/form/index.ts';

/** The profile's editable details (name, phone) with the e-mail beside them, read-only. */
export function DetailsForm({ customer }: { customer: CustomerProfile }) {
  const [saved, setSaved] = useState(false);
  const form = useForm(async (values, element) => {
    setSaved(false);
    const phone = (values['phone'] ?? '').trim();
    const result = await saveProfile({ name: values['name'] ?? '', phone: phone === '' ? null : phone });
    if (!result.ok) return apiFailure(result.error, element);
    // The inputs are uncontrolled: show the phone as it was stored (`+8801…`), not as it was typed.
    const phoneInput = element.elements.namedItem('phone');
    if (phoneInput instanceof HTMLInputElement) phoneInput.value = result.body.phone ?? '';
    setSaved(true);
    return undefined;
  });
  return (
    <form ref={form.ref} className="form" method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="profile-details-title">
      <FormAlert tone={saved ? 'success' : 'error'}>{saved ? say.saved : form.alert}</FormAlert>
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
      <SubmitButton busy={form.busy} busyText={say.saving}>{say.save}</SubmitButton>
    </form>
  );
}
