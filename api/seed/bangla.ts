const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Writes ASCII digits as Bangla digits (`12.5` → `১২.৫`), leaving everything else as is. */
export function toBanglaDigits(value: string | number): string {
  return String(value).replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
}
