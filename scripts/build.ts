import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { forgetCacheOfOtherCode, forgetIncrementalBuild } from './build-cache.ts';
import { RELEASE_ENV, type ReleaseOutput } from './releases/release-output.ts';

/** Where the build reads its data from; secrets stay in the build process, never in `dist/`. */
export interface BuildTarget {
  apiUrl: string;
  apiKey?: string;
  catalogUrl?: string;
  catalogKey?: string;
  catalogSecret?: string;
  /** Output folder; `dist` by default. */
  outDir?: string;
  /** The build's id (`BUILD_ID`, named by the build manifest): the release store chooses it. */
  buildId?: string;
  /** Stops the build (its process is killed), as `npm start` does on Ctrl-C. */
  signal?: AbortSignal;
  /**
   * The incremental build's cache (`BUILD_CACHE_DIR`): set, pages whose data did not change since
   * the last build into this folder are copied from it instead of rendered, whatever `outDir` is.
   * Keep it outside the output folders and let one build at a time use it.
   */
  cacheDir?: string;
  /**
   * Makes a release (scripts/releases/release-output.ts): `outDir` is then the release builder's
   * working folder, kept between builds, and the release is copied out of it into `release.dir`.
   */
  release?: ReleaseOutput;
  /** Further build settings, as the environment variables they are (`PUBLIC_ANALYTICS_ID`…). */
  env?: Record<string, string>;
}

/** Builds the static site into `dist/` against `target`. Rejects when the build fails. */
export async function buildSite(target: BuildTarget): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...target.env, PUBLIC_API_URL: target.apiUrl, ASTRO_TELEMETRY_DISABLED: '1' };
  if (target.apiKey) env['PUBLIC_API_KEY'] = target.apiKey;
  if (target.catalogUrl) env['CATALOG_URL'] = target.catalogUrl;
  if (target.catalogKey) env['CATALOG_KEY'] = target.catalogKey;
  if (target.catalogSecret) env['CATALOG_SECRET'] = target.catalogSecret;
  if (target.outDir) env['ASTRO_OUT_DIR'] = target.outDir;
  if (target.buildId) env['BUILD_ID'] = target.buildId;
  if (target.cacheDir) env['BUILD_CACHE_DIR'] = target.cacheDir;
  if (target.release) env[RELEASE_ENV] = JSON.stringify(target.release);
  const { cacheDir } = target;
  // Pages kept by a build of other code name bundles this build will not have (build-cache.ts).
  if (cacheDir) await forgetCacheOfOtherCode(cacheDir);
  const built = new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { env, stdio: 'inherit', ...(target.signal ? { signal: target.signal } : {}) });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`astro build exited with ${code}`))));
  });
  return cacheDir ? built.catch(async (error: unknown) => { await forgetIncrementalBuild(cacheDir); throw error; }) : built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const apiUrl = process.env['API_URL'] ?? process.env['PUBLIC_API_URL'] ?? 'http://localhost:8787';
  // `BUILD_CACHE_DIR=… npm run build`: an incremental build, checked like the release builder's.
  const cacheDir = process.env['BUILD_CACHE_DIR'];
  await buildSite({ apiUrl, ...(cacheDir ? { cacheDir } : {}) });
}
