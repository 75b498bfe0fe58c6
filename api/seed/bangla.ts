import { toBengaliDigits } from '../../src/lib/digits.ts';

/** Writes ASCII digits as Bangla digits (`12.5` → `১২.৫`), leaving everything else as is. */
export function toBanglaDigits(value: string | number): string {
  return toBengaliDigits(String(value));
}
