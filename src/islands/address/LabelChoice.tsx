import { useState } from 'react';
import { addressMessages as say } from '../../lib/messages/addresses.ts';
import { Field } from '../../ui/form/index.ts';

/** The preset labels, in the page's language (read when shown, not when this module loads). */
const presets = (): string[] => [say.labelHome, say.labelOffice];

/**
 * The address's label (issue 10 §4): Home, Office, or the shopper's own word. The radios carry the
 * name `label` (the API's error path); "Other" has an empty value, and its text box says the word.
 */
export function LabelChoice({ initial, errors }: { initial?: string | undefined; errors: Record<string, string> }) {
  const start = initial === undefined ? say.labelHome : presets().find((preset) => preset === initial) ?? '';
  const [picked, setPicked] = useState<string>(start);
  const error = errors['label'];
  return (
    <fieldset className={error ? 'address-form__label field--invalid' : 'address-form__label'} aria-describedby={error ? 'field-label-error' : undefined}>
      <legend>{say.label}</legend>
      <div className="address-form__radios">
        {[...presets(), ''].map((value) => (
          <label key={value || 'other'} className="radio">
            <input type="radio" name="label" value={value} checked={picked === value} onChange={() => setPicked(value)} aria-invalid={error && picked === value ? true : undefined} />
            {value || say.labelOther}
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
