import * as v from 'valibot';
import { toAsciiDigits } from '../digits.ts';

/*
 * A one-time code texted to a phone (issue 26 §2, §3): apart from account.ts because the checkout
 * sends one too (a cash-on-delivery order confirmed by code), and its JavaScript should not carry
 * the sign-up rules.
 */

/** Digits of a one-time code sent by text message (issue 26 §2). */
export const PHONE_CODE_LENGTH = 6;
/** A one-time code as typed: six digits, Bangla digits read as their ASCII ones, spaces ignored. */
export const phoneCodeSchema = v.pipe(
  v.string(),
  v.maxLength(32, `Enter the ${PHONE_CODE_LENGTH}-digit code`),
  v.transform((typed) => toAsciiDigits(typed).replace(/\s/g, '')),
  v.regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), `Enter the ${PHONE_CODE_LENGTH}-digit code`),
);
