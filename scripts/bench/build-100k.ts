/**
 * Step 2b (issue 25): the 10k step (build-10k.ts) on 100,000 products: the full release build
 * (seconds, peak memory of the process tree) and a one-product rebuild through the build hook.
 * It takes a quarter of an hour and gigabytes of memory, so it runs only when asked for with
 * `BENCH_100K=1`: never by default, never in CI. `BENCH_100K_PRODUCTS=30000` runs it on fewer
 * products, for a machine too small or a run too short; the report names the count it ran on.
 */

export const HUGE_CATALOGUE = 100_000;

/** How many products the step builds; undefined when it is not asked for. */
export function hugeCatalogue(env: NodeJS.ProcessEnv = process.env): number | undefined {
  if (env['BENCH_100K'] !== '1') return undefined;
  const products = Number(env['BENCH_100K_PRODUCTS'] ?? HUGE_CATALOGUE);
  if (!Number.isInteger(products) || products < 1) throw new Error(`BENCH_100K_PRODUCTS=${env['BENCH_100K_PRODUCTS']}: a whole number of products, please`);
  return products;
}
