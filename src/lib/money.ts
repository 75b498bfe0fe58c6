/** Money arithmetic in BDT (spec §9); how amounts are shown is `messages/format.ts`. */

/** Rounds to paisa (2 decimals), half away from zero, without binary floating-point surprises. */
export function roundMoney(amount: number): number {
  // toPrecision(12) drops the binary noise (1.005 * 100 = 100.49999999999999) before rounding.
  const paisa = Math.round(Number((Math.abs(amount) * 100).toPrecision(12)));
  return (Math.sign(amount) * paisa) / 100;
}

/**
 * Whole paisa (how the API stores money, so sums stay exact) to taka: `12350` → `123.5`.
 * A stray fraction of a paisa is rounded away first, so the answer has at most two decimals.
 */
export function paisaToTaka(paisa: number): number {
  return Math.round(paisa) / 100;
}

/** Taka to whole paisa, half away from zero and free of binary noise: `1.005` → `101`, `-0.125` → `-13`. */
export function takaToPaisa(taka: number): number {
  return Math.round(roundMoney(taka) * 100);
}
