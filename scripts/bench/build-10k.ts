/**
 * Step 2: the large catalogue (10,000 products) built in a child process, timed and memory-measured,
 * as the release builder builds it (scripts/bench/release-once.ts: its build cache and working
 * folder, published as a release); then one product changed through the editor API and the next
 * release built and published the same way: the seconds from the build's start to the new
 * `builds/latest.json`, what a hook call waits after its debounce (issue 14 §7).
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';
import { measureCommand, type Measured } from './peak-memory.ts';
import { startApiProcess } from './servers.ts';

export const LARGE_CATALOGUE = 10_000;

/** The rebuild after one product's price changed: an incremental build published as the next release. */
export interface IncrementalRebuild extends Measured {
  productId: number;
  outDir: string;
  logFile: string;
  /** The changed product's `_payload.json` in the new folder holds the new price. */
  changeShown: boolean;
}

/** The measured build, plus what it produced. */
export interface LargeBuild extends Measured {
  products: number;
  outDir: string;
  logFile: string;
  command: string;
  /** The API it was built against (still running, for serving its images). */
  apiUrl: string;
  incremental: IncrementalRebuild;
}

/** The product whose price the rebuild step changes. */
const CHANGED_PRODUCT = 42;

interface SkuPrice { id: number; price: number }
const readSkus = async (outDir: string): Promise<SkuPrice[]> =>
  (JSON.parse(await readFile(join(outDir, 'products', String(CHANGED_PRODUCT), '_payload.json'), 'utf8')) as { product: { skus: SkuPrice[] } }).product.skus;

/** Builds and publishes one release (`scripts/bench/release-once.ts`) measured; throws with the log's tail when it fails. */
async function measuredBuild(root: string, env: NodeJS.ProcessEnv, logFile: string, releasesDir: string, liveLink: string): Promise<Measured> {
  const measured = await measureCommand(process.execPath, [join(root, 'scripts', 'bench', 'release-once.ts'), releasesDir, liveLink], env, logFile);
  if (measured.exitCode !== 0) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-25).join('\n');
    throw new Error(`10k build exited with ${measured.exitCode}; last lines of ${logFile}:\n${tail}`);
  }
  return measured;
}

/**
 * Seeds a fresh API with 10,000 products and builds it as a release whose live link is `outDir`
 * (the site the next steps serve). The build runs in a child process (the whole pipeline: `astro
 * build`, the steps after it, the copy into the release and the publish), because peak memory can
 * only be measured from outside the process.
 */
export async function benchLargeBuild(root: string, outDir: string, logFile: string): Promise<LargeBuild> {
  const seedStarted = performance.now();
  const api = await startApiProcess('10k', LARGE_CATALOGUE);
  console.log(`[bench] 10k API at ${api.url} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); building into ${outDir}/ (log: ${logFile})`);
  // The releases (with the build cache and working folder) sit beside outDir (dist-*: ignored by
  // git), removed at clean-up; outDir is the live release's link, so it must not be a folder.
  const releasesDir = join(root, `${outDir}-releases`);
  const liveLink = join(root, outDir);
  await rm(liveLink, { recursive: true, force: true });
  onCleanup(`remove ${releasesDir}`, () => rm(releasesDir, { recursive: true, force: true }));
  const env: NodeJS.ProcessEnv = { ...process.env, API_URL: api.url, PUBLIC_API_URL: api.url, ASTRO_TELEMETRY_DISABLED: '1' };
  const measured = await measuredBuild(root, env, logFile, releasesDir, liveLink);

  const [sku] = await readSkus(outDir);
  if (!sku) throw new Error(`product ${CHANGED_PRODUCT} has no sku`);
  const edit = await fetch(`${api.url}/api/editor/skus/${sku.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${api.editorKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ price: sku.price + 1 }),
  });
  if (!edit.ok) throw new Error(`the editor API answered ${edit.status} to a price change: ${await edit.text()}`);
  const rebuildLog = logFile.replace(/(\.log)?$/, '-rebuild.log');
  console.log(`[bench] product ${CHANGED_PRODUCT}'s price changed; building the next release in ${releasesDir}/ (log: ${rebuildLog})`);
  const rebuilt = await measuredBuild(root, env, rebuildLog, releasesDir, liveLink);
  // outDir names the new release now.
  const changeShown = (await readSkus(outDir)).some((after) => after.id === sku.id && after.price === sku.price + 1);
  console.log(`[bench] 10k rebuild after one change: ${rebuilt.seconds.toFixed(1)} s to the new release's latest.json (change ${changeShown ? 'shown' : 'NOT shown'})`);
  return {
    ...measured, products: LARGE_CATALOGUE, outDir, logFile, command: `${process.execPath} scripts/bench/release-once.ts`, apiUrl: api.url,
    incremental: { ...rebuilt, productId: CHANGED_PRODUCT, outDir, logFile: rebuildLog, changeShown },
  };
}
