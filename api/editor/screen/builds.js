// @ts-check
/** @import { Answer } from './api-call.js' */
import { api, trouble } from './api-call.js';
import { paintChanges } from './changes.js';
import { announce, byId, make } from './dom.js';
import { hasKey } from './session.js';
import { say, when } from './words.js';

/*
 * The build: its state, polled from the editor API (quickly while a save's rebuild is under way,
 * slowly otherwise), and the last builds seen finished.
 */

/** Build polling: quickly while a save's rebuild is under way, slowly otherwise. */
const FAST_POLL_MS = 2000;
const SLOW_POLL_MS = 20000;
/** After a save, follow quickly for this long even if the hook has not started yet (its debounce). */
const FOLLOW_MS = 120000;

let followUntil = 0;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let pollTimer;
/** Builds seen finished, newest first, by id. @type {Map<string, any>} */
const builds = new Map();

/** Stops asking for the build's state (on sign-out). */
export function stopPolling() {
  clearTimeout(pollTimer);
  pollTimer = undefined;
}

/** Asks for the build's state now, shows it, and asks again later while signed in. */
export async function pollBuilds() {
  stopPolling();
  if (!hasKey()) return;
  const answer = await api('GET', '/builds');
  if (answer.status === 401) return announce(trouble(answer));
  const status = answer.status === 200 ? answer.body : { state: 'unknown' };
  const busy = status.state === 'queued' || status.state === 'building';
  // While a requested rebuild has not started yet (the hook waits a few seconds), keep "requested".
  const waiting = Date.now() < followUntil && !busy && status.state !== 'unknown' && !isNew(status.last);
  if (!waiting) byId('build-state').textContent = say(`build_${status.state}`);
  if (status.last?.id) remember(status.last);
  if (!busy && isNew(status.last)) followUntil = 0;
  pollTimer = setTimeout(pollBuilds, busy || Date.now() < followUntil ? FAST_POLL_MS : SLOW_POLL_MS);
}

/** After a save: say whether a rebuild was asked for, then follow it. @param {Answer} answer */
export function saved(answer) {
  const requested = answer.headers.get('X-Rebuild') === 'requested';
  announce(say(requested ? 'savedRequested' : 'savedNoHook'));
  if (requested) {
    byId('build-state').textContent = say('buildRequested');
    followUntil = Date.now() + FOLLOW_MS;
  }
  paintChanges();
  void pollBuilds();
}

/** Shows that no build has been seen yet (the page's first state). */
export function noBuildsYet() {
  byId('builds').replaceChildren(make('li', {}, [say('noBuilds')]));
}

/** Whether `run` finished after the last save asked for a rebuild. @param {any} run */
function isNew(run) {
  return Boolean(run?.finishedAt) && Date.parse(run.finishedAt) > followUntil - FOLLOW_MS;
}

/** @param {any} run */
function remember(run) {
  builds.delete(run.id);
  builds.set(run.id, run);
  const list = [...builds.values()].reverse().slice(0, 5);
  byId('builds').replaceChildren(
    ...list.map((one) =>
      make('li', {}, [
        one.error
          ? say('lastBuildFailed', { id: one.id, at: when(one.finishedAt), error: one.error })
          : say('lastBuild', { id: one.id, at: when(one.finishedAt), pages: one.pages ?? '?', seconds: one.durationMs == null ? '?' : (one.durationMs / 1000).toFixed(1) }),
      ]),
    ),
  );
}
