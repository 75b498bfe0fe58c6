import { PHONE_CODE_TTL_MS } from '../accounts/phone-codes.ts';

/*
 * The words of the shop's text messages, in the shopper's language (issue 26 §1). Short: a Bangla
 * message is sent as Unicode, 70 characters a part, and every part is billed.
 */

/** A language a text message can be written in. */
export type TextLanguage = 'en' | 'bn';

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';
/** `text` with its digits written in Bangla (amounts and minutes in a Bangla message; never a code a shopper types back). */
export const inBanglaDigits = (text: string) => text.replace(/\d/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
const minutes = PHONE_CODE_TTL_MS / 60_000;

/**
 * The one-time code's message. Its last line is the WebOTP format (`@host #code`), so Chrome on
 * Android offers the code in the shop's code field, and only on the shop's own site.
 */
export function phoneCodeText(code: string, lang: TextLanguage, siteUrl: string): string {
  const origin = `@${new URL(siteUrl).host} #${code}`;
  return lang === 'bn'
    ? `কলম: আপনার কোড ${code}। ${inBanglaDigits(String(minutes))} মিনিট কার্যকর। কাউকে জানাবেন না।\n\n${origin}`
    : `Kolom: your code is ${code}. It works for ${minutes} minutes. Never share it.\n\n${origin}`;
}
