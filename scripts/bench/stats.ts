/** Small number helpers shared by the benchmark steps. */

/** The median of the finite numbers in `values`; undefined when there are none. */
export function median(values: readonly (number | undefined)[]): number | undefined {
  const sorted = values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const mid = Math.floor(sorted.length / 2);
  // Even counts average the two middle runs, so 2 or 4 runs do not favour the slower one.
  return sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** `value` rounded to `digits` decimals (undefined passes through, for missing measurements). */
export function round(value: number | undefined, digits = 0): number | undefined {
  if (value === undefined) return undefined;
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Bytes as KiB text with one decimal, or '-' when unknown. */
export function kib(bytes: number | undefined): string {
  return bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KiB`;
}

/** A number as fixed-point text, or '-' when unknown. */
export function fixed(value: number | undefined, digits: number): string {
  return value === undefined ? '-' : value.toFixed(digits);
}

/** The `p`th percentile (0–100, nearest rank) of `values`; undefined when there are none. */
export function percentile(values: readonly number[], p: number): number | undefined {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
