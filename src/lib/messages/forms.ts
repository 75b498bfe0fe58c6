import { count } from './format.ts';

/** Words of the form kit (`src/ui/form`), shared by every form of the shop. */
export const formMessages = {
  optional: 'optional',
  /** A 429: how long until the server takes the form again (its `Retry-After`). */
  tryAgainIn: (seconds: number) =>
    seconds < 90
      ? `Too many attempts. Please try again in ${count(Math.max(1, Math.ceil(seconds)), { one: 'second', other: 'seconds' })}.`
      : `Too many attempts. Please try again in ${count(Math.ceil(seconds / 60), { one: 'minute', other: 'minutes' })}.`,
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  fixErrors: 'Please correct the fields marked below.',
} as const;
