import type { Context } from 'hono';
import type { BuildHook } from './build-hook.ts';

/**
 * After an edit is committed: asks the build hook for a rebuild in the background (its retries may
 * take seconds; the editor's answer does not wait for them) and says so in `X-Rebuild`
 * (`requested`, or `not-configured` without a hook), which the editor screen shows.
 */
export function askForRebuild(c: Context, hook: BuildHook, reason: string): void {
  void hook.requestRebuild(reason);
  c.header('X-Rebuild', hook.configured ? 'requested' : 'not-configured');
}
