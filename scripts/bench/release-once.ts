/**
 * Builds and publishes one release as `npm start`'s builder does after a hook call (its debounce
 * aside): `node scripts/bench/release-once.ts <releasesDir> <liveLink> <apiUrl>`. The 10k step runs
 * it as a child process, so its time and peak memory are measured from outside. The API's address is
 * an argument, not a variable: Astro's incremental build counts the environment into every page's
 * dependencies, so a build in another environment than the next one's would make it render all again.
 */
import { pathToFileURL } from 'node:url';
import { releaseBuild } from '../releases/release-build.ts';
import { openReleaseStore } from '../releases/store.ts';
import { workBuild } from '../releases/work-build.ts';

/** Builds one release in `releasesDir` (the live one named by `liveLink` too); resolves with its id. */
export async function releaseOnce(releasesDir: string, liveLink: string, apiUrl: string): Promise<string> {
  const store = await openReleaseStore({ dir: releasesDir, liveLink });
  const id = store.newId();
  await releaseBuild(store, workBuild({ releasesDir, apiUrl, store }))(id, new AbortController().signal);
  return id;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [releasesDir, liveLink, apiUrl] = process.argv.slice(2);
  if (!releasesDir || !liveLink || !apiUrl) throw new Error('usage: node scripts/bench/release-once.ts <releasesDir> <liveLink> <apiUrl>');
  const started = performance.now();
  const id = await releaseOnce(releasesDir, liveLink, apiUrl);
  console.log(`[bench] release ${id} live in ${((performance.now() - started) / 1000).toFixed(1)} s (build and publish)`);
}
