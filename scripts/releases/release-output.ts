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
   * When the release builder began copying into `dir` the pages it expected this build to reuse
   * (staged-copy.ts), while the build waited out its debounce; the build then copies only the rest.
   */
  stagedAt?: number;
}

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
  if (typeof value.stagedAt === 'number' && Number.isFinite(value.stagedAt)) output.stagedAt = value.stagedAt;
  return output;
}
