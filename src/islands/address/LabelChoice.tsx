import { useState } from 'react';
import { LABEL_PRESETS, presetName, presetOf } from '../../lib/address-label.ts';
import { addressMessages as say } from '../../lib/messages/addresses.ts';
import { Field } from '../../ui/form/index.ts';

/**
 * The address's label (issue 10 §4): Home, Office, or the shopper's own word. The radios carry the
 * name `label` (the API's error path) and save the presets' stable values (`home`, `office`), named
 * in the page's language, so the address reads right on either language's pages. "Other" has an
 * empty value, and its text box says the word, saved as typed.
 */
export function LabelChoice({ initial, errors }: { initial?: string | undefined; errors: Record<string, string> }) {
  // An address saved before the presets were values ("Home", "বাসা") opens on its preset too.
  const start: string = initial === undefined ? 'home' : (presetOf(initial) ?? '');
  const [picked, setPicked] = useState<string>(start);
  const error = errors['label'];
  return (
    <fieldset className={error ? 'address-form__label field--invalid' : 'address-form__label'} aria-describedby={error ? 'field-label-error' : undefined}>
      <legend>{say.label}</legend>
      <div className="address-form__radios">
        {[...LABEL_PRESETS, '' as const].map((value) => (
          <label key={value || 'other'} className="radio">
            <input type="radio" name="label" value={value} checked={picked === value} onChange={() => setPicked(value)} aria-invalid={error && picked === value ? true : undefined} />
            {value ? presetName(value) : say.labelOther}
          </label>
        ))}
      </div>
      {picked === '' && (
        <Field name="labelOther" label={say.labelOtherName} required defaultValue={start === '' ? initial : ''} autoComplete="off" error={errors['labelOther']} />
      )}
      {error && <p id="field-label-error" className="field__error">{error}</p>}
    </fieldset>
  );
}
