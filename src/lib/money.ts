/** Money shown to shoppers (spec §9): two decimals, grouped thousands, a currency prefix. */
// Western digits with thousands grouping, as Bangladeshi shops print prices in English.
const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `1250` → `BDT 1,250.00`; other currency codes for converted display prices. */
export function formatMoney(amount: number, currency = 'BDT'): string {
  return `${currency} ${twoDecimals.format(roundMoney(amount))}`;
}

/** `formatMoney` in BDT, the shop's currency. */
export function formatBDT(amount: number): string {
  return formatMoney(amount, 'BDT');
}

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
