/**
 * One product renamed through the editor API and the site rebuilt through its build hook, timed as
 * an editor waits for it: from the hook call until `/builds/latest.json` names the new release,
 * the hook's debounce included (issue 14 §6, §7). A rename changes the product's search record,
 * so the search index has to follow, not only its page.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SEARCH_DELTA_FILE } from '../../src/lib/search/delta-file.ts';
import type { Builder } from '../releases/builder.ts';
import { readFragment } from '../releases/search-index.ts';

export interface HookRebuild {
  productId: number;
  /** Hook call → the new id served in `/builds/latest.json`. */
  seconds: number;
  /** Part of `seconds`: the wait for more edits before a build starts. */
  debounceSeconds: number;
  /** The product's page on the live site shows the new name. */
  productPageChanged: boolean;
  /** The live release's search index holds the product under its new name. */
  searchFollowed: boolean;
  /** How the release indexed it: `delta` (over the last base) or `full`. */
  searchIndex: 'delta' | 'full';
}

export interface HookRebuildOptions {
  siteUrl: string;
  apiUrl: string;
  editorKey: string;
  hookSecret: string;
  builder: Builder;
  /** The live release's folder, once the rebuild is live. */
  liveDir: () => string | undefined;
  productId: number;
  debounceMs: number;
}

export async function rebuildThroughHook(options: HookRebuildOptions): Promise<HookRebuild> {
  const { siteUrl, productId } = options;
  const before = await latestId(siteUrl);
  const name = `Bench edit ${new Date().toISOString()}`;
  const edit = await fetch(`${options.apiUrl}/api/editor/products/${productId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${options.editorKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (!edit.ok) throw new Error(`the editor API answered ${edit.status} to a product edit: ${await edit.text()}`);

  const called = performance.now();
  const hook = await fetch(`${siteUrl}/_hooks/rebuild`, { method: 'POST', headers: { Authorization: `Bearer ${options.hookSecret}` } });
  if (hook.status !== 202) throw new Error(`the build hook answered ${hook.status}`);
  let live = before;
  while (live === before) {
    const { state, last } = options.builder.status();
    if (state === 'failed') throw new Error(`the rebuild failed: ${last?.error ?? '?'}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    live = await latestId(siteUrl);
  }
  const seconds = (performance.now() - called) / 1000;
  const page = await fetch(`${siteUrl}/products/${productId}/`);
  const productPageChanged = (await page.text()).includes(name);
  const liveDir = options.liveDir();
  const found = liveDir ? await indexedAs(join(liveDir, 'pagefind'), `/products/${productId}`, name) : { held: false, index: 'full' as const };
  console.log(`[bench] one-product rebuild: ${seconds.toFixed(1)} s from the hook call to ${live} in latest.json (search: ${found.index} index)`);
  return { productId, seconds, debounceSeconds: options.debounceMs / 1000, productPageChanged, searchFollowed: found.held, searchIndex: found.index };
}

async function latestId(siteUrl: string): Promise<string> {
  const res = await fetch(`${siteUrl}/builds/latest.json`, { cache: 'no-store' });
  if (!res.ok) throw new Error(`/builds/latest.json answered ${res.status}`);
  const { id } = (await res.json()) as { id?: unknown };
  if (typeof id !== 'string') throw new Error('/builds/latest.json names no id');
  return id;
}

/** Whether the index in `folder` (its delta when it has one) holds page `url` with `text`, read from its fragments. */
async function indexedAs(folder: string, url: string, text: string): Promise<{ held: boolean; index: 'delta' | 'full' }> {
  const { index } = JSON.parse(await readFile(join(folder, SEARCH_DELTA_FILE), 'utf8')) as { index: string | null };
  const fragments = join(folder, index ?? '', 'fragment');
  for (const name of await readdir(fragments)) {
    const fragment = await readFragment(join(fragments, name));
    if (fragment.url === url) return { held: fragment.content.includes(text), index: index ? 'delta' : 'full' };
  }
  return { held: false, index: index ? 'delta' : 'full' };
}
