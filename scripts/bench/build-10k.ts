/**
 * Step 2: the large catalogue (10,000 products) built in a child process, timed and memory-measured,
 * as the release builder builds it (scripts/bench/release-once.ts: its build cache and working
 * folder, published as a release); then, on that release store, the site served as `npm start`
 * serves it, one product renamed through the editor API and rebuilt through the build hook
 * (hook-rebuild.ts): seconds from the hook call to the new `builds/latest.json` (issue 14 §7).
 * The build is read against a bare Astro build of as many one-line pages (bare-astro.ts, issue 25).
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../../api/free-port.ts';
import { codeFingerprint } from '../build-cache.ts';
import { randomHookSecret } from '../releases/hook.ts';
import { createReleasedSite } from '../releases/site.ts';
import type { VersusBare } from './bare-astro.ts';
import { onCleanup } from './cleanup.ts';
import { rebuildThroughHook, type HookRebuild } from './hook-rebuild.ts';
import { measureCommand, type Measured } from './peak-memory.ts';
import { startApiProcess } from './servers.ts';

export const LARGE_CATALOGUE = 10_000;

/** The measured build, plus what it produced. */
export interface LargeBuild extends Measured {
  products: number;
  outDir: string;
  logFile: string;
  command: string;
  /** The API it was built against (still running, for serving its images). */
  apiUrl: string;
  /** One product renamed, rebuilt through the hook. */
  incremental: HookRebuild;
  /**
   * The project's code changed between the full build and the rebuild (someone edited `src/`
   * meanwhile): the rebuild then renders every page again (scripts/build-cache.ts), so its seconds
   * are not a one-product rebuild's.
   */
  codeChanged: boolean;
  /** Issue 25: Astro's own build of as many one-line pages as there are products, in the same run (bare-astro.ts). */
  versusBare?: VersusBare;
  /** Issue 24: …and of as many as the shop writes product pages (one per product in each language). */
  versusBarePages?: VersusBare;
}

/** The product the rebuild step renames. */
const CHANGED_PRODUCT = 42;
const DEBOUNCE_MS = 5_000;

/** Builds and publishes one release (`scripts/bench/release-once.ts`) measured; throws with the log's tail when it fails. */
async function measuredBuild(root: string, apiUrl: string, logFile: string, releasesDir: string, liveLink: string, label: string): Promise<Measured> {
  // The bench's own environment: the hook's build below runs in it, and Astro reuses pages only across builds in the same one.
  const measured = await measureCommand(process.execPath, [join(root, 'scripts', 'bench', 'release-once.ts'), releasesDir, liveLink, apiUrl], process.env, logFile);
  if (measured.exitCode !== 0) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-25).join('\n');
    throw new Error(`${label} build exited with ${measured.exitCode}; last lines of ${logFile}:\n${tail}`);
  }
  return measured;
}

/**
 * Seeds a fresh API with `products` products (10,000; the 100k step passes its own count,
 * build-100k.ts) and builds it as a release whose live link is `outDir` (the site the next steps
 * serve). The build runs in a child process (the whole pipeline: `astro build`, the steps after it,
 * the copy into the release and the publish), because peak memory can only be measured from
 * outside the process.
 */
export async function benchLargeBuild(root: string, outDir: string, logFile: string, products = LARGE_CATALOGUE): Promise<LargeBuild> {
  const label = `${products / 1000}k`;
  const seedStarted = performance.now();
  const api = await startApiProcess(label, products);
  console.log(`[bench] ${label} API at ${api.url} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); building into ${outDir}/ (log: ${logFile})`);
  // The releases (with the build cache and working folder) sit beside outDir (dist-*: ignored by
  // git), removed at clean-up; outDir is the live release's link, so it must not be a folder.
  const releasesDir = join(root, `${outDir}-releases`);
  const liveLink = join(root, outDir);
  await rm(liveLink, { recursive: true, force: true });
  onCleanup(`remove ${releasesDir}`, () => rm(releasesDir, { recursive: true, force: true }));
  const code = await codeFingerprint(root);
  const measured = await measuredBuild(root, api.url, logFile, releasesDir, liveLink, label);

  // As `npm start` serves and rebuilds it: the same release store, build cache and working folder.
  const hookSecret = randomHookSecret();
  const site = await createReleasedSite({
    releasesDir, liveLink, apiUrl: api.url, port: await freePort('127.0.0.1'), hookSecret, debounceMs: DEBOUNCE_MS,
    log: (line) => console.log(`[bench] ${line}`),
  });
  onCleanup(`stop the ${label} release site`, () => site.close());
  const server = await site.listen();
  console.log(`[bench] renaming product ${CHANGED_PRODUCT} and rebuilding through the build hook at ${server.url}`);
  const incremental = await rebuildThroughHook({
    siteUrl: server.url, apiUrl: api.url, editorKey: api.editorKey, hookSecret, builder: site.builder,
    liveDir: () => site.store.livePath(), productId: CHANGED_PRODUCT, debounceMs: DEBOUNCE_MS,
  });
  const codeChanged = (await codeFingerprint(root)) !== code;
  if (codeChanged) console.log('[bench] the code changed during the step: the rebuild was a full one, not a one-product rebuild');
  return {
    ...measured, products, outDir, logFile, command: `${process.execPath} scripts/bench/release-once.ts`, apiUrl: api.url,
    incremental, codeChanged,
  };
}
