/**
 * Builds and publishes one release as `npm start`'s builder does after a hook call (its debounce
 * aside): `node scripts/bench/release-once.ts <releasesDir> <liveLink>`, against `API_URL`. The
 * 10k step runs it as a child process, so its time and peak memory are measured from outside.
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
  const [releasesDir, liveLink] = process.argv.slice(2);
  const apiUrl = process.env['API_URL'];
  if (!releasesDir || !liveLink || !apiUrl) throw new Error('usage: API_URL=… node scripts/bench/release-once.ts <releasesDir> <liveLink>');
  const started = performance.now();
  const id = await releaseOnce(releasesDir, liveLink, apiUrl);
  console.log(`[bench] release ${id} live in ${((performance.now() - started) / 1000).toFixed(1)} s (build and publish)`);
}
