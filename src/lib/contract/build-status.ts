import * as v from 'valibot';
import { count, isoInstant } from './common.ts';

/*
 * What the build hook of `npm start` answers (`POST /_hooks/rebuild`, `GET /_hooks/status`;
 * issue 14 §6): read by `npm run rebuild` and by the editor screen of the reference API.
 */

/** A release id as the release store names it (`20261123-191000-123-a1b2`): safe in a path and a URL. */
export const RELEASE_ID_PATTERN = /^[0-9]{8}-[0-9]{6}-[0-9]{3}-[0-9a-f]{4}$/;
export const releaseIdSchema = v.pipe(v.string(), v.regex(RELEASE_ID_PATTERN, 'Expected a release id'));

/** idle: nothing to do; queued: a build will start (debounce, or behind the running one); building; failed: the last build failed. */
export const BUILD_STATES = ['idle', 'queued', 'building', 'failed'] as const;
export type BuildState = (typeof BUILD_STATES)[number];

/** The build running now. */
export const currentBuildSchema = v.object({ id: releaseIdSchema, startedAt: isoInstant });
export type CurrentBuild = v.InferOutput<typeof currentBuildSchema>;

/** The last finished build; `error` only when it failed (the live site then still serves the release before it). */
export const finishedBuildSchema = v.object({
  id: releaseIdSchema,
  startedAt: isoInstant,
  finishedAt: isoInstant,
  durationMs: count,
  /** Pages in the release (from its build manifest); null when the build failed or wrote none. */
  pages: v.nullable(count),
  error: v.optional(v.string()),
});
export type FinishedBuild = v.InferOutput<typeof finishedBuildSchema>;

/** The builder's state as the hook reports it. */
export const buildStatusSchema = v.object({
  state: v.picklist(BUILD_STATES),
  current: v.nullable(currentBuildSchema),
  last: v.nullable(finishedBuildSchema),
  /** The release the site serves now. */
  live: v.nullable(releaseIdSchema),
  /** Whether one more build will follow the running one (requests during a build coalesce into it). */
  queued: v.boolean(),
});
export type BuildStatus = v.InferOutput<typeof buildStatusSchema>;
