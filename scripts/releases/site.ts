import { join } from 'node:path';
import type { FinishedBuild } from '../../src/lib/contract/build-status.ts';
import { serveStatic, type StaticServer } from '../serve-static.ts';
import { createBuilder, type Builder } from './builder.ts';
import { buildHook } from './hook.ts';
import { releaseBuild, type SiteBuild } from './release-build.ts';
import { LIVE_LINK, openReleaseStore, type ReleaseStore } from './store.ts';
import { workBuild } from './work-build.ts';

/** A shop served from releases, rebuilt through its hook: what `npm start` (and the e2e server) run. */
export interface ReleasedSiteOptions {
  /** Folder of the release store (`.releases/` for `npm start`). */
  releasesDir: string;
  /** Releases kept on disk, the live one included (3). */
  keep?: number;
  /** The live symlink, when not `{releasesDir}/live`. */
  liveLink?: string;
  /** The commerce API: builds read it, `/media/*` is routed to it. */
  apiUrl: string;
  port: number;
  host?: string;
  /** `BUILD_HOOK_SECRET`. */
  hookSecret: string;
  /** Between the last hook call and the build (5 s). */
  debounceMs?: number;
  /** How a release is built; the real site build against `apiUrl` unless a test passes its own. */
  build?: SiteBuild;
  log?: (line: string) => void;
}

export interface ReleasedSite {
  store: ReleaseStore;
  builder: Builder;
  /** Builds and publishes a release now; rejects when it fails and no earlier release can be served. */
  firstRelease(): Promise<FinishedBuild>;
  /** Serves the live release, the kept ones' hashed assets and the hook; resolves with the server. */
  listen(): Promise<StaticServer>;
  /** Stops the running build (killing its process) and the server. */
  close(): Promise<void>;
}

/** Opens the release store and the builder; nothing is built or served until asked. */
export async function createReleasedSite(options: ReleasedSiteOptions): Promise<ReleasedSite> {
  const log = options.log ?? console.log;
  const store = await openReleaseStore({
    dir: options.releasesDir,
    ...(options.keep ? { keep: options.keep } : {}),
    ...(options.liveLink ? { liveLink: options.liveLink } : {}),
  });
  const build: SiteBuild =
    // One build cache and working folder for every release (beside them, not in one): a rebuild renders only what changed.
    options.build ?? workBuild({ releasesDir: options.releasesDir, apiUrl: options.apiUrl, store });
  const builder = createBuilder({
    build: releaseBuild(store, build),
    newId: store.newId,
    ...(build.prepare ? { prepare: (id: string) => build.prepare!(store.pathOf(id), id) } : {}),
    ...(build.discard ? { discard: (id: string) => build.discard!(store.pathOf(id), id) } : {}),
    live: store.live,
    ...(options.debounceMs !== undefined ? { debounceMs: options.debounceMs } : {}),
    onFinished: (done) =>
      log(done.error === undefined
        ? `[releases] ${done.id} is live (${done.pages ?? '?'} pages, ${(done.durationMs / 1000).toFixed(1)} s)`
        : `[releases] build ${done.id} failed, ${store.live() ?? 'nothing'} stays live: ${done.error}`),
  });
  let server: StaticServer | undefined;

  return {
    store,
    builder,
    async firstRelease() {
      const done = await builder.runNow();
      if (done.error !== undefined && !store.live()) throw new Error(`the first build failed: ${done.error}`);
      return done;
    },
    async listen() {
      server = await serveStatic({
        // Per request, so a request reads every file from one release, and the next from the new one.
        root: () => store.livePath() ?? join(options.releasesDir, LIVE_LINK),
        fallbackRoots: () => store.fallbackRoots(),
        routes: [buildHook(options.hookSecret, builder)],
        port: options.port,
        ...(options.host ? { host: options.host } : {}),
        mediaOrigin: options.apiUrl,
      });
      return server;
    },
    async close() {
      await builder.stop();
      await server?.close();
    },
  };
}
