import { useEffect, useRef, useState } from 'react';
import { choiceOf, EMPTY_CHOICE, parseAreaValue, type PickerChoice } from '../../lib/area-picker.ts';
import type { ApiError } from '../../lib/api/types.ts';
import type { Address } from '../../lib/contract/address.ts';
import { addressMessages as say } from '../../lib/messages/addresses.ts';
import { formMessages } from '../../lib/messages/forms.ts';
import { saveAddress } from '../../stores/addresses.ts';
import { loadBdGeo } from '../../stores/bd-geo.ts';
import { Field, FormAlert, SubmitButton, apiFailure, useForm } from '../../ui/form/index.ts';
import { AreaPicker, type GeoState } from './AreaPicker.tsx';
import { LabelChoice } from './LabelChoice.tsx';

interface Props {
  /** The address being edited; none for a new one. */
  address?: Address | undefined;
  /** Called once saved (or found gone: the list was reloaded) with what to tell the shopper. */
  onDone: (message: string) => void;
  onCancel: () => void;
}

/** What the place selects are missing, in the form's words (the contract's would say "expected number"). */
function placeErrors(choice: PickerChoice): Record<string, string> {
  const errors: Record<string, string> = {};
  if (choice.divisionId === null) errors['divisionId'] = say.chooseDivision;
  if (choice.districtId === null) errors['districtId'] = say.chooseDistrict;
  if (choice.area === '') errors['upazilaId'] = say.chooseArea;
  return errors;
}

/**
 * The API's field paths onto the form's fields: a wrong Dhaka city area is `cityAreaId` (the form has
 * one select for both kinds), and an empty own label belongs to the "Other" text box.
 */
function onFormFields(error: ApiError, choice: PickerChoice, ownLabel: boolean): ApiError {
  const { cityAreaId, label, ...fieldErrors } = error.fieldErrors;
  if (cityAreaId !== undefined) fieldErrors['upazilaId'] ??= cityAreaId;
  if (label !== undefined) fieldErrors[ownLabel ? 'labelOther' : 'label'] = label;
  return error.status === 422 ? { ...error, fieldErrors: { ...fieldErrors, ...placeErrors(choice) } } : error;
}

/** The address form (issue 10 §4): label, recipient, phone, the place picker, line, postcode, default. */
export function AddressForm({ address, onDone, onCancel }: Props) {
  const [geo, setGeo] = useState<GeoState>({ status: 'loading' });
  const [choice, setChoice] = useState<PickerChoice>(address ? choiceOf(address) : EMPTY_CHOICE);
  const heading = useRef<HTMLHeadingElement>(null);

  const fetchPlaces = () => {
    setGeo({ status: 'loading' });
    void loadBdGeo().then((result) => setGeo(result.ok ? { status: 'ready', geo: result.body } : { status: 'failed', message: result.error.message }));
  };
  useEffect(() => {
    fetchPlaces();
    // Focus follows the press that opened the form, so a keyboard or screen-reader user starts in it.
    heading.current?.focus();
  }, []);

  const form = useForm(async (values, element) => {
    const labelChoice = values['label'] ?? '';
    const input = {
      label: labelChoice === '' ? (values['labelOther'] ?? '') : labelChoice,
      recipientName: values['recipientName'] ?? '',
      phone: values['phone'] ?? '',
      divisionId: choice.divisionId as number,
      districtId: choice.districtId as number,
      ...parseAreaValue(choice.area),
      addressLine: values['addressLine'] ?? '',
      postcode: values['postcode'] ?? '',
      isDefault: values['isDefault'] !== undefined,
    };
    const result = await saveAddress(input, address?.id);
    if (result.ok) return onDone(say.saved);
    if (result.status === 404) return onDone(say.notFound);
    return apiFailure(onFormFields(result.error, choice, labelChoice === ''), element);
  });

  const title = address ? say.formEditTitle : say.formAddTitle;
  return (
    <form ref={form.ref} className="form address-form" method="post" noValidate onSubmit={form.onSubmit} aria-labelledby="address-form-title">
      <h2 id="address-form-title" ref={heading} tabIndex={-1}>{title}</h2>
      <FormAlert>{form.alert}</FormAlert>
      <LabelChoice initial={address?.label} errors={form.errors} />
      <Field name="recipientName" label={say.recipientName} autoComplete="name" required defaultValue={address?.recipientName} error={form.errors['recipientName']} />
      <Field
        name="phone"
        label={say.phone}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        required
        defaultValue={address?.phone}
        hint={say.phoneHint}
        error={form.errors['phone']}
      />
      <AreaPicker geo={geo} choice={choice} onChoice={setChoice} onRetry={fetchPlaces} errors={form.errors} />
      <Field
        name="addressLine"
        label={say.addressLine}
        autoComplete="street-address"
        required
        defaultValue={address?.addressLine}
        hint={say.addressLineHint}
        error={form.errors['addressLine']}
      />
      <Field
        name="postcode"
        label={say.postcode}
        optionalText={formMessages.optional}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={4}
        defaultValue={address?.postcode ?? ''}
        hint={say.postcodeHint}
        error={form.errors['postcode']}
      />
      <label className="checkbox">
        <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault ?? false} />
        {say.makeThisDefault}
      </label>
      <div className="address-form__actions">
        <SubmitButton busy={form.busy} busyText={say.saving}>{say.save}</SubmitButton>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>{say.cancel}</button>
      </div>
    </form>
  );
}
