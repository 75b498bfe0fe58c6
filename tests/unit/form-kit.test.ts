import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../src/lib/api/types.ts';
import { failureOf } from '../../src/ui/form/field-errors.ts';
import { formMessages } from '../../src/lib/messages/forms.ts';

const error = (fieldErrors: Record<string, string>, status = 422, message = 'Validation failed'): ApiError =>
  ({ status, message, fieldErrors, showable: false, network: false });

describe('failureOf', () => {
  it('puts each dotted-path error under the field of that name', () => {
    expect(failureOf(error({ email: 'Enter a valid e-mail address', 'address.phone': 'Bad phone' }), ['email', 'address.phone'])).toEqual({
      fieldErrors: { email: 'Enter a valid e-mail address', 'address.phone': 'Bad phone' },
    });
  });

  it('shows an error on a path the form has no field for in the alert, never drops it', () => {
    expect(failureOf(error({ email: 'Taken', resetToken: 'Expired link' }), ['email'])).toEqual({
      fieldErrors: { email: 'Taken' },
      message: 'Expired link',
    });
  });

  it('falls back to the server message when nothing maps to a field', () => {
    expect(failureOf(error({}, 403, 'Forbidden'), ['email'])).toEqual({ fieldErrors: {}, message: 'Forbidden' });
  });

  it('uses the form’s own words when given', () => {
    expect(failureOf(error({}, 401, 'Unauthorized'), ['email'], 'E-mail or password is incorrect.')).toEqual({
      fieldErrors: {},
      message: 'E-mail or password is incorrect.',
    });
  });
});

describe('formMessages.tryAgainIn', () => {
  it('says seconds for a short wait and whole minutes, rounded up, for a longer one', () => {
    expect(formMessages.tryAgainIn(1)).toBe('Too many attempts. Please try again in 1 second.');
    expect(formMessages.tryAgainIn(45)).toBe('Too many attempts. Please try again in 45 seconds.');
    expect(formMessages.tryAgainIn(600)).toBe('Too many attempts. Please try again in 10 minutes.');
    expect(formMessages.tryAgainIn(601)).toBe('Too many attempts. Please try again in 11 minutes.');
  });
});
