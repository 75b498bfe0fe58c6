import type { Books } from './books.ts';
import { KINDS, type LoadResult, type Sample } from './load.ts';
import type { RaceResult } from './race.ts';

/* What `npm run stress` prints: the race, the load per kind of call, and the books. */

/** Answers a kind of call may give by design: a checkout or a cancel refused with 409 is the API doing its job. */
const EXPECTED_REFUSALS: Readonly<Partial<Record<Sample['kind'], number[]>>> = { checkout: [409], cancel: [409] };

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function printRace(race: RaceResult, stockAfter: number | undefined): void {
  console.log(
    `[stress] race: ${race.racers} customers at once for the last unit of sku ${race.skuId}: ` +
      `${race.created} × 201, ${race.refused} × 409, ${race.other} other, in ${race.ms.toFixed(0)} ms; stock now ${stockAfter}`,
  );
}

export function printLoad({ samples, totals }: LoadResult, seconds: number, connections: number): number {
  const perSecond = samples.length / totals.duration;
  console.log(
    `[stress] load: ${seconds} s at ${connections} connections (autocannon): ${samples.length} answers, ${perSecond.toFixed(0)} requests/s; ` +
      `connection errors ${totals.errors}, timeouts ${totals.timeouts}`,
  );
  console.log('kind          count   req/s   p50 ms   p95 ms   p99 ms     2xx    409  errors');
  let unexpected = totals.errors + totals.timeouts;
  for (const kind of [...KINDS, 'all'] as const) {
    const rows = kind === 'all' ? samples : samples.filter((sample) => sample.kind === kind);
    const sorted = rows.map((row) => row.ms).sort((a, b) => a - b);
    const ok = rows.filter((row) => row.status >= 200 && row.status < 300).length;
    const conflicts = rows.filter((row) => row.status === 409).length;
    const errors = rows.filter((row) => !(row.status >= 200 && row.status < 300) && !(EXPECTED_REFUSALS[row.kind] ?? []).includes(row.status)).length;
    if (kind !== 'all') unexpected += errors;
    const cells = [
      kind.padEnd(10),
      String(rows.length).padStart(8),
      (rows.length / totals.duration).toFixed(0).padStart(7),
      ...[50, 95, 99].map((p) => percentile(sorted, p).toFixed(1).padStart(8)),
      String(ok).padStart(7),
      String(conflicts).padStart(6),
      String(errors).padStart(7),
    ];
    console.log(cells.join(' '));
  }
  const statuses = Object.entries(totals.statusCodeStats).map(([status, { count }]) => `${status}: ${count}`).join(', ');
  console.log(`[stress] statuses: ${statuses}`);
  return unexpected;
}

export function printBooks(books: Books): void {
  console.log(
    `[stress] books: ${books.orders} orders (${books.cancelled} cancelled); units in live orders ${books.unitsOrdered}, ` +
      `stock taken ${books.stockTaken} (${books.unitsOrdered === books.stockTaken ? 'equal' : 'NOT EQUAL'}); ` +
      `skus whose stock taken ≠ units ordered: ${books.mismatched}; skus below zero: ${books.belowZero}`,
  );
}
