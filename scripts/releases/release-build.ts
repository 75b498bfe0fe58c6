import type { ReleaseBuild } from './builder.ts';
import type { ReleaseStore } from './store.ts';

/**
 * Builds the site with id `id` into `outDir`; rejects when the build fails or `signal` stops it.
 * `prepare`, when it has one, may start on that release before the build is due (work-build.ts).
 */
export type SiteBuild = ((outDir: string, id: string, signal: AbortSignal) => Promise<void>) & {
  prepare?: (outDir: string, id: string) => void;
  /** Undoes `prepare` for a build that will not run. */
  discard?: (outDir: string, id: string) => Promise<void>;
};

/**
 * One release: built into its own folder, then published. A build that fails (or is stopped) never
 * reaches the live site: its folder is removed and the error goes on to the builder's status.
 */
export function releaseBuild(store: ReleaseStore, build: SiteBuild): ReleaseBuild {
  return async (id, signal) => {
    try {
      await build(store.pathOf(id), id, signal);
      // A build stopped right as it finished must not go live while everything is shutting down.
      signal.throwIfAborted();
      return await store.publish(id);
    } catch (error) {
      await store.discard(id);
      throw error;
    }
  };
}
