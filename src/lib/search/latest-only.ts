/**
 * Wraps `run` so that calls go one at a time, and a call still waiting for its turn when a newer
 * call arrives resolves to `null` without running. Typing fast then never queues a search per
 * keystroke ahead of the last one: after the running search, only the newest runs.
 *
 * `run` gets a `superseded()` check as its first argument: true once a newer call has arrived, so
 * a running call can stop before costly work whose answer nobody will show (and free the turn).
 */
export function latestOnly<A extends unknown[], R>(
  run: (superseded: () => boolean, ...args: A) => Promise<R>,
): (...args: A) => Promise<R | null> {
  let running: Promise<unknown> = Promise.resolve();
  let latestTicket = 0;
  return async (...args: A) => {
    const ticket = ++latestTicket;
    await running.catch(() => undefined);
    if (ticket !== latestTicket) return null;
    const call = run(() => ticket !== latestTicket, ...args);
    running = call;
    return call;
  };
}
