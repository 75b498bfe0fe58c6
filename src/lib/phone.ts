import { toAsciiDigits } from './digits.ts';

/*
 * Bangladeshi mobile numbers (issue 10 §4). Shoppers type them as `01712345678`,
 * `+8801712345678`, `8801712345678` or with spaces and dashes (`01712-345678`), in ASCII or
 * Bangla digits (`০১৭১২-৩৪৫৬৭৮`); the shop stores one spelling, `+8801712345678`, so a number is
 * found and compared the same way everywhere.
 */

/** Operator prefixes in use (013–019: Grameenphone, Banglalink, Robi/Airtel, Teletalk); 010–012 are not assigned. */
const MOBILE_PREFIX = /^01[3-9]\d{8}$/;
/** Separators people put in a number: spaces, dashes, dots, brackets. Anything else is not a phone number. */
const SEPARATORS = /[\s\-.()]/g;
/** Longer than any way of writing a number with separators: a huge string is refused before any work. */
export const MAX_PHONE_INPUT_LENGTH = 32;

/** The stored form `+8801XXXXXXXXX` of a Bangladeshi mobile number as typed, or `undefined` when it is not one. */
export function normaliseBdMobile(typed: string): string | undefined {
  if (typed.length > MAX_PHONE_INPUT_LENGTH) return undefined;
  const compact = toAsciiDigits(typed).replace(SEPARATORS, '');
  // The country code may be written +880, 880 or 00880; the national number then starts with 1.
  const afterCountryCode = /^(?:\+|00)?880(1\d*)$/.exec(compact)?.[1];
  const national = afterCountryCode ? `0${afterCountryCode}` : compact;
  return MOBILE_PREFIX.test(national) ? `+88${national}` : undefined;
}

/** A stored number (`+8801712345678`) as Bangladeshis write it (`01712-345678`); anything else as it is. */
export function displayBdMobile(stored: string): string {
  const national = /^\+88(01\d{3})(\d{6})$/.exec(stored);
  return national ? `${national[1]}-${national[2]}` : stored;
}

/** Whether `typed` is a Bangladeshi mobile number the shop accepts. */
export function isBdMobile(typed: string): boolean {
  return normaliseBdMobile(typed) !== undefined;
}
