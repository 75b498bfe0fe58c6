import type { ReactNode } from 'react';
import type { ApiError } from '../../lib/api/types.ts';
import { formMessages } from '../../lib/messages/forms.ts';
import { failureOf, fieldNamesOf, type FormFailure } from './field-errors.ts';

/**
 * What a form shows for an API error: a 422's messages under the form's fields (by dotted path),
 * a 429 with when to try again, no answer at all with the connection message (spec §8), anything
 * else with `message` when the form has its own words for it, or the server's.
 */
export function apiFailure(error: ApiError, form: HTMLFormElement, message?: ReactNode): FormFailure {
  if (error.status === 429) {
    return { message: error.retryAfter !== undefined ? formMessages.tryAgainIn(error.retryAfter) : formMessages.tooManyAttempts };
  }
  if (error.network) return { message: error.message };
  if (error.status === 422) return failureOf(error, fieldNamesOf(form));
  return failureOf(error, fieldNamesOf(form), message);
}
