/*
 * Digits as Bangladeshi shoppers type them (issue 24 §7). A Bangla keyboard types Bengali digits
 * (০১২৩৪৫৬৭৮৯, U+09E6–U+09EF); a phone number, a postcode or a code typed with them means the same
 * as its ASCII spelling, and is never an error for the digits themselves. The browser and the API
 * both read input through this, so a direct call to the API with Bangla digits gets the same answer.
 */

const BENGALI_ZERO = 0x09e6;
/** The ten Bengali digits, ০ to ৯ (a digit's value is its index). */
export const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;

/** `text` with every ASCII digit written as its Bengali digit (`12.5` → `১২.৫`); everything else as it was. */
export function toBengaliDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => BENGALI_DIGITS.charAt(Number(digit)));
}

/** `text` with every Bengali digit replaced by its ASCII digit; everything else as it was. */
export function toAsciiDigits(text: string): string {
  return text.replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO));
}
