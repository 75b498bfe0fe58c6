/**
 * `npm run stress` (issue 11): a report, not a test. Starts its own reference API (a process of
 * its own on 127.0.0.1, a throw-away database), then runs
 *   1. the race: 50 customers order the last unit of a sku at once (one order, 49 × 409, stock 0);
 *   2. a mixed load at a fixed concurrency with autocannon: browse, search, stock checks (the
 *      cart's "add"), quotes, cash-on-delivery checkouts and cancels;
 *   3. the books: units in live orders equal stock taken, no stock below zero.
 * STRESS_SECONDS (default 60) and STRESS_CONCURRENCY (default 20) set the load. Exits 1 when an
 * invariant fails or a call answered anything unexpected (a 5xx, a 4xx other than a checkout's 409).
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { cleanup, cleanupOnSignals } from '../bench/cleanup.ts';
import { startApiProcess } from '../bench/servers.ts';
import { checkBooks, stockLevels } from './books.ts';
import { newShopper } from './client.ts';
import { runLoad } from './load.ts';
import { raceForLastUnit } from './race.ts';
import { printBooks, printLoad, printRace } from './report.ts';

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const seconds = setting('STRESS_SECONDS', 60);
const connections = setting('STRESS_CONCURRENCY', 20);
const RACERS = 50;

cleanupOnSignals();
try {
  const { url: api, dataDir } = await startApiProcess('stress', 360);
  // Read-only beside the API process (WAL): the stress run reads the books, never writes them.
  const db = new DatabaseSync(join(dataDir, 'shop.db'), { readOnly: true });
  const before = stockLevels(db);
  const inStock = [...before].filter(([, stock]) => stock >= 2).map(([id]) => id);
  const categoryIds = db.prepare('SELECT id FROM categories').all().map((row) => Number(row['id']));
  console.log(`[stress] reference API at ${api}: ${before.size} skus, ${[...before.values()].reduce((a, b) => a + b, 0)} units in stock`);

  const target = inStock.pop()!;
  const race = await raceForLastUnit(api, target, before.get(target)!, RACERS);
  const lastUnitLeft = stockLevels(db).get(target);
  printRace(race, lastUnitLeft);

  const shoppers = await Promise.all(Array.from({ length: connections }, (_, i) => newShopper(api, 100 + i)));
  const load = await runLoad({ api, seconds, connections, shoppers, skuIds: inStock, categoryIds });
  const unexpected = printLoad(load, seconds, connections);

  const books = checkBooks(db, before);
  printBooks(books);
  db.close();
  const raceHeld = race.created === 1 && race.refused === RACERS - 1 && lastUnitLeft === 0;
  if (!raceHeld || books.mismatched > 0 || books.belowZero > 0 || books.unitsOrdered !== books.stockTaken || unexpected > 0) {
    console.error('[stress] FAILED: see above');
    process.exitCode = 1;
  } else {
    console.log('[stress] all invariants hold');
  }
} catch (error) {
  console.error(`[stress] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
}
