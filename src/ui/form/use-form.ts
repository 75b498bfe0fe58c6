import { useCallback, useEffect, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { takeEarlyPress } from '../../scripts/early-input.ts';
import { errorMessages } from '../../lib/messages/errors.ts';
import { useOnWake } from '../hooks/use-on-wake.ts';
import { focusFirstInvalid, formValues, type FormFailure } from './field-errors.ts';

/** What `useForm` gives a form: bind `ref` and `onSubmit`, pass `errors`/`busy`/`alert` to the kit's parts. */
export interface FormKit {
  ref: React.RefObject<HTMLFormElement | null>;
  /** Field messages by field name (the API's dotted path). */
  errors: Record<string, string>;
  /** The form-wide message (role="alert"), if any. */
  alert: ReactNode;
  busy: boolean;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Bind to the form's `onFocus`: starts `warmUp` when the shopper first reaches a field. */
  onFocus: () => void;
  /** Shows a failure that did not come from a submit (a bad link found on waking). */
  fail: (failure: FormFailure) => void;
}

/**
 * One form's submit cycle: values read from the DOM (inputs stay uncontrolled, so what a shopper
 * typed before the island woke is what is sent), one submit at a time, errors under their fields
 * with the first invalid one focused, and a Submit pressed before waking carried out on waking.
 * `submit` resolves to a failure to show, or nothing when it succeeded (it navigates or says so).
 * `warmUp` (optional) starts loading what `submit` needs as soon as the shopper reaches the form,
 * so a screen's network code stays out of its page load and is there by the time they submit.
 */
export function useForm(
  submit: (values: Record<string, string>, form: HTMLFormElement) => Promise<FormFailure | void>,
  warmUp?: () => unknown,
): FormKit {
  const ref = useRef<HTMLFormElement | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<ReactNode>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // Bumped on each failure, so focus moves even when the same field fails twice.
  const [failures, setFailures] = useState(0);

  const fail = useCallback((failure: FormFailure) => {
    setErrors(failure.fieldErrors ?? {});
    setAlert(failure.message ?? null);
    setFailures((n) => n + 1);
  }, []);

  useEffect(() => {
    if (failures > 0 && ref.current) focusFirstInvalid(ref.current, errors);
  }, [failures]);

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    // Credentials never go anywhere but the API call: no navigation, no query string.
    event.preventDefault();
    const form = event.currentTarget;
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setErrors({});
    setAlert(null);
    void submit(formValues(form), form)
      // Only a lazily loaded chunk that never came throws here: the connection is what failed.
      .catch((): FormFailure => ({ message: errorMessages.network }))
      .then((failure) => failure && fail(failure))
      .finally(() => {
        busyRef.current = false;
        setBusy(false);
      });
  };

  useOnWake(ref, (form) => {
    if (takeEarlyPress(form.querySelector('[data-early-press]'))) form.requestSubmit();
  });

  const warmed = useRef(false);
  const onFocus = () => {
    if (warmed.current || !warmUp) return;
    warmed.current = true;
    Promise.resolve(warmUp()).catch(() => (warmed.current = false)); // retried on the next focus, and at submit
  };

  return { ref, errors, alert, busy, onSubmit, onFocus, fail };
}
