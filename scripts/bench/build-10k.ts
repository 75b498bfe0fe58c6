/**
 * Step 2: the large catalogue (10,000 products) built in a child process, timed and memory-measured,
 * with the build cache the release builder keeps; then one product changed through the editor API
 * and the catalogue built again from that cache into a new folder, as the next release is (issue 14 §7).
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';
import { measureCommand, type Measured } from './peak-memory.ts';
import { startApiProcess } from './servers.ts';

export const LARGE_CATALOGUE = 10_000;

/** The rebuild after one product's price changed: an incremental build into a folder of its own. */
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

/** Runs `node scripts/build.ts` measured; throws with the log's tail when it fails. */
async function measuredBuild(root: string, env: NodeJS.ProcessEnv, logFile: string): Promise<Measured> {
  const measured = await measureCommand(process.execPath, [join(root, 'scripts', 'build.ts')], env, logFile);
  if (measured.exitCode !== 0) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-25).join('\n');
    throw new Error(`10k build exited with ${measured.exitCode}; last lines of ${logFile}:\n${tail}`);
  }
  return measured;
}

/**
 * Seeds a fresh API with 10,000 products and builds against it into `outDir`. The build runs as
 * `node scripts/build.ts` (the whole pipeline, including any steps added after `astro build`) in
 * a child process, because peak memory can only be measured from outside the process.
 */
export async function benchLargeBuild(root: string, outDir: string, logFile: string): Promise<LargeBuild> {
  const seedStarted = performance.now();
  const api = await startApiProcess('10k', LARGE_CATALOGUE);
  console.log(`[bench] 10k API at ${api.url} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); building into ${outDir}/ (log: ${logFile})`);
  // The cache and the rebuild's folder sit beside outDir (dist-*: ignored by git), removed at clean-up.
  const cacheDir = `${outDir}-cache`;
  const rebuiltDir = `${outDir}-rebuilt`;
  onCleanup(`remove ${cacheDir} and ${rebuiltDir}`, () =>
    Promise.all([cacheDir, rebuiltDir].map((dir) => rm(join(root, dir), { recursive: true, force: true }))));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_URL: api.url,
    PUBLIC_API_URL: api.url,
    ASTRO_OUT_DIR: outDir,
    ASTRO_TELEMETRY_DISABLED: '1',
    BUILD_CACHE_DIR: cacheDir,
  };
  const measured = await measuredBuild(root, env, logFile);

  const [sku] = await readSkus(outDir);
  if (!sku) throw new Error(`product ${CHANGED_PRODUCT} has no sku`);
  const edit = await fetch(`${api.url}/api/editor/skus/${sku.id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${api.editorKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ price: sku.price + 1 }),
  });
  if (!edit.ok) throw new Error(`the editor API answered ${edit.status} to a price change: ${await edit.text()}`);
  const rebuildLog = logFile.replace(/(\.log)?$/, '-rebuild.log');
  console.log(`[bench] product ${CHANGED_PRODUCT}'s price changed; rebuilding into ${rebuiltDir}/ from ${cacheDir}/ (log: ${rebuildLog})`);
  const rebuilt = await measuredBuild(root, { ...env, ASTRO_OUT_DIR: rebuiltDir }, rebuildLog);
  const changeShown = (await readSkus(rebuiltDir)).some((after) => after.id === sku.id && after.price === sku.price + 1);
  console.log(`[bench] 10k rebuild after one change: ${rebuilt.seconds.toFixed(1)} s (change ${changeShown ? 'shown' : 'NOT shown'})`);
  return {
    ...measured, products: LARGE_CATALOGUE, outDir, logFile, command: `${process.execPath} scripts/build.ts`, apiUrl: api.url,
    incremental: { ...rebuilt, productId: CHANGED_PRODUCT, outDir: rebuiltDir, logFile: rebuildLog, changeShown },
  };
}
