import type { PreviousCopy } from './release-copy.ts';

/**
 * A build that makes a release (`buildSite({ release })`): it writes into the release builder's
 * working folder (work-folder.ts) and copies the release out of it into `dir` while the search
 * index is still being written (integrations/build-manifest.ts); Pagefind writes straight into `dir`.
 * Handed to the build process in `BUILD_RELEASE`, as JSON.
 */
export interface ReleaseOutput {
  /** The release's folder. */
  dir: string;
  /** The release the last copy made, to share unchanged files with. */
  previous?: PreviousCopy;
  /** Where the build notes this release and when its copy started: the next build's `previous`. */
  record?: string;
  /**
   * The file in which the release builder tells how its staging of this release ended
   * (staged-copy.ts: the pages it expects this build to reuse, copied into `dir` while the build
   * waited out its debounce and while it runs): `StagingOutcome`, written once the staging is
   * done. The build then copies only the rest.
   */
  staging?: string;
}

/** How a staging ended: when it began (it placed every page it was given), or that it failed part way. */
export type StagingOutcome = { stagedAt: number } | { failed: true };

export const RELEASE_ENV = 'BUILD_RELEASE';

/** The release this build makes, from `BUILD_RELEASE`; undefined for a plain build. */
export function releaseOutput(env: NodeJS.ProcessEnv = process.env): ReleaseOutput | undefined {
  const text = env[RELEASE_ENV];
  if (!text) return undefined;
  const value = JSON.parse(text) as Partial<ReleaseOutput>;
  if (typeof value.dir !== 'string' || value.dir === '') throw new Error(`${RELEASE_ENV} names no release folder`);
  const output: ReleaseOutput = { dir: value.dir };
  const previous = value.previous;
  if (previous && typeof previous.dir === 'string' && Number.isFinite(previous.copiedAt)) output.previous = { dir: previous.dir, copiedAt: previous.copiedAt };
  if (typeof value.record === 'string' && value.record !== '') output.record = value.record;
  if (typeof value.staging === 'string' && value.staging !== '') output.staging = value.staging;
  return output;
}
