/**
 * Step 4: releases (issue 14 §6, §7). The demo shop built as `npm start` builds it, into a release
 * of its own (full build, seconds), then one product changed through the editor API and the site
 * rebuilt through its build hook: seconds from the hook call until `/builds/latest.json` names the
 * new release, the hook's 5-second debounce included, as an editor waits for it.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { freePort } from '../../api/free-port.ts';
import { randomHookSecret } from '../releases/hook.ts';
import { createReleasedSite } from '../releases/site.ts';
import { onCleanup } from './cleanup.ts';
import { startApiProcess } from './servers.ts';

/** The figures of the releases step. */
export interface RebuildResult {
  products: number;
  /** The first release: the whole site built and published. */
  fullBuildSeconds: number;
  pages: number | null;
  /** Hook call → the new id served in `/builds/latest.json`. */
  rebuildSeconds: number;
  /** Part of `rebuildSeconds`: the wait for more edits before a build starts. */
  debounceSeconds: number;
  /** The changed product's page showed the change once the new release was live. */
  productPageChanged: boolean;
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
  const before = await latestId(server.url);

  const name = `Bench edit ${new Date().toISOString()}`;
  const edit = await fetch(`${api.url}/api/editor/products/${PRODUCT_ID}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${api.editorKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!edit.ok) throw new Error(`the editor API answered ${edit.status} to a product edit: ${await edit.text()}`);

  const called = performance.now();
  const hook = await fetch(`${server.url}/_hooks/rebuild`, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });
  if (hook.status !== 202) throw new Error(`the build hook answered ${hook.status}`);
  let live = before;
  while (live === before) {
    const { state, last } = site.builder.status();
    if (state === 'failed') throw new Error(`the rebuild failed: ${last?.error ?? '?'}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    live = await latestId(server.url);
  }
  const rebuildSeconds = (performance.now() - called) / 1000;
  const page = await fetch(`${server.url}/products/${PRODUCT_ID}/`);
  const productPageChanged = (await page.text()).includes(name);
  console.log(`[bench] one-product rebuild: ${rebuildSeconds.toFixed(1)} s from the hook call to ${live} in latest.json`);
  return { products, fullBuildSeconds: first.durationMs / 1000, pages: first.pages, rebuildSeconds, debounceSeconds: DEBOUNCE_MS / 1000, productPageChanged };
}

async function latestId(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/builds/latest.json`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`/builds/latest.json answered ${res.status}`);
  const { id } = (await res.json()) as { id?: unknown };
  if (typeof id !== 'string') throw new Error('/builds/latest.json names no id');
  return id;
}
