import type { InputHTMLAttributes, Ref } from 'react';

/** A labelled input with its hint and its error under it, wired for screen readers. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> {
  /** The input's name: the dotted path the API reports its errors by. */
  name: string;
  label: string;
  /** Its error message, if any (pass `form.errors[name]`). */
  error?: string | undefined;
  hint?: string | undefined;
  /** Words after the label for a field that may be left empty ("optional"). */
  optionalText?: string | undefined;
  /** The input itself, for a form that moves focus to it (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement> | undefined;
}

/** A labelled field: `aria-invalid` and `aria-describedby` follow its error and hint. */
export function Field({ name, label, error, hint, optionalText, ...input }: FieldProps) {
  const id = `field-${name.replaceAll('.', '-')}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label htmlFor={id}>
        {label}
        {optionalText && <span className="field__optional"> ({optionalText})</span>}
      </label>
      <input id={id} name={name} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && <p id={hintId} className="field__hint">{hint}</p>}
      {error && <p id={errorId} className="field__error">{error}</p>}
    </div>
  );
}
