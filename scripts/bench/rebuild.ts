/**
 * Step 4: releases (issue 14 §6, §7). The demo shop built as `npm start` builds it, into a release
 * of its own (full build, seconds), then one product renamed and the site rebuilt through its
 * build hook (hook-rebuild.ts: seconds from the hook call to the new `/builds/latest.json`, the
 * hook's 5-second debounce included, as an editor waits for it).
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../../api/free-port.ts';
import { randomHookSecret } from '../releases/hook.ts';
import { createReleasedSite } from '../releases/site.ts';
import { onCleanup } from './cleanup.ts';
import { rebuildThroughHook, type HookRebuild } from './hook-rebuild.ts';
import { startApiProcess } from './servers.ts';

/** The figures of the releases step: the full build, and the one-product rebuild through the hook. */
export interface RebuildResult extends HookRebuild {
  products: number;
  /** The first release: the whole site built and published. */
  fullBuildSeconds: number;
  pages: number | null;
}

const DEBOUNCE_MS = 5_000;
const PRODUCT_ID = 1;

/** Measures a full build and a one-product rebuild on a fresh API of `products` products. */
export async function benchRebuild(root: string, releasesDir: string, products: number): Promise<RebuildResult> {
  const api = await startApiProcess(`rebuild-${products}`, products);
  const dir = join(root, releasesDir);
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  const secret = randomHookSecret();
  const site = await createReleasedSite({ releasesDir: dir, apiUrl: api.url, port: await freePort('127.0.0.1'), hookSecret: secret, debounceMs: DEBOUNCE_MS, log: (line) => console.log(`[bench] ${line}`) });
  onCleanup('stop the release site', () => site.close());

  console.log(`[bench] full build of ${products} products into a release under ${releasesDir}/`);
  const first = await site.firstRelease();
  if (first.error !== undefined) throw new Error(`the full build failed: ${first.error}`);
  const server = await site.listen();
  const rebuilt = await rebuildThroughHook({
    siteUrl: server.url, apiUrl: api.url, editorKey: api.editorKey, hookSecret: secret, builder: site.builder,
    liveDir: () => site.store.livePath(), productId: PRODUCT_ID, debounceMs: DEBOUNCE_MS,
  });
  return { products, fullBuildSeconds: first.durationMs / 1000, pages: first.pages, ...rebuilt };
}
