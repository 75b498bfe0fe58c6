import './form.css';
import type { ReactNode, Ref } from 'react';

interface Props {
  id: string;
  label: string;
  /** What the API asked, in its words: the field's hint, read out with it. */
  ask: string;
  error: string | undefined;
  /** The input, for the caller to focus and read. */
  inputRef: Ref<HTMLInputElement>;
  /** Enter in the field: what its button does (there is no form around it to submit). */
  onEnter: (code: string) => void;
  /** The buttons beside it (Confirm, Send a new code). */
  children?: ReactNode;
  className?: string;
}

/**
 * The field of a one-time code texted to a phone, outside any form (issue 26 §3: the checkout's
 * review and a payment's result page): the API's request as its hint, its refusal as its error,
 * `autocomplete="one-time-code"` so the phone offers the code, and Enter doing what its button does.
 */
export function CodeField({ id, label, ask, error, inputRef, onEnter, children, className = '' }: Props) {
  return (
    <div className={`${error ? 'field field--invalid' : 'field'} ${className}`.trim()}>
      <label htmlFor={id}>{label}</label>
      <p id={`${id}-hint`} className="field__hint">{ask}</p>
      <input
        id={id}
        ref={inputRef}
        className="input"
        autoComplete="one-time-code"
        inputMode="numeric"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        onKeyDown={(event) => event.key === 'Enter' && onEnter(event.currentTarget.value)}
      />
      {error && <p id={`${id}-error`} className="field__error">{error}</p>}
      {children}
    </div>
  );
}
