import type { ReactNode } from 'react';
import type { ApiError } from '../../lib/api/types.ts';

/*
 * How an API error lands on a form. A field's `name` is the dotted path the API keys its 422
 * errors by (`email`, `address.phone`), so the mapping needs no table per form; an error on a
 * path the form has no field for is still shown, in the form's alert, never dropped.
 */

/** What a failed submit shows: messages under fields (by name) and one message for the form. */
export interface FormFailure {
  fieldErrors?: Record<string, string>;
  /** Text, or an element when the message carries links (duplicate e-mail). */
  message?: ReactNode;
}

/** Splits an API error into the messages for `fieldNames` and the rest, for the form's alert. */
export function failureOf(error: ApiError, fieldNames: readonly string[], message?: ReactNode): FormFailure {
  const fieldErrors: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [path, text] of Object.entries(error.fieldErrors)) {
    if (fieldNames.includes(path)) fieldErrors[path] = text;
    else elsewhere.push(text);
  }
  if (message !== undefined) return { fieldErrors, message };
  // With field errors shown, the server's summary ("Validation failed") adds nothing.
  if (elsewhere.length > 0) return { fieldErrors, message: elsewhere.join(' ') };
  return Object.keys(fieldErrors).length > 0 ? { fieldErrors } : { fieldErrors, message: error.message };
}

/** The names of `form`'s fields, in the order a shopper meets them. */
export function fieldNamesOf(form: HTMLFormElement): string[] {
  return [...form.elements].flatMap((element) => ('name' in element && typeof element.name === 'string' && element.name ? [element.name] : []));
}

/** Focuses the first field of `form`, in page order, that has an error; whether one was found. */
export function focusFirstInvalid(form: HTMLFormElement, fieldErrors: Record<string, string>): boolean {
  for (const element of form.elements) {
    if (element instanceof HTMLElement && 'name' in element && typeof element.name === 'string' && element.name in fieldErrors) {
      element.focus();
      return true;
    }
  }
  return false;
}

/** The form's values as strings, read from the DOM at submit (what was typed before waking included). */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}
