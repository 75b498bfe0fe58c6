/**
 * Wraps `run` so that calls go one at a time, and a call still waiting for its turn when a newer
 * call arrives resolves to `null` without running. Typing fast then never queues a search per
 * keystroke ahead of the last one: after the running search, only the newest runs.
 *
 * `run` gets an `AbortSignal` first, aborted once a newer call arrives (or `cancel()` is called):
 * a running call can stop before, or stop waiting for, work whose answer nobody will show, and
 * free the turn at once.
 */
export function latestOnly<A extends unknown[], R>(
  run: (signal: AbortSignal, ...args: A) => Promise<R>,
): ((...args: A) => Promise<R | null>) & { cancel(): void } {
  let running: Promise<unknown> = Promise.resolve();
  let latest: AbortController | undefined;
  const call = async (...args: A) => {
    latest?.abort();
    const controller = new AbortController();
    latest = controller;
    await running.catch(() => undefined);
    if (controller.signal.aborted) return null;
    const result = run(controller.signal, ...args);
    running = result;
    return result;
  };
  /** Nobody wants the latest call's answer any more (the listing moved on without a search). */
  const cancel = () => latest?.abort();
  return Object.assign(call, { cancel });
}

/**
 * `work`'s value, or `null` as soon as `signal` aborts, whichever comes first. The work itself
 * goes on (a fetch already sent still fills the HTTP cache); only the waiting stops.
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null);
  return new Promise<T | null>((resolve, reject) => {
    const stop = () => resolve(null);
    signal.addEventListener('abort', stop, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', stop);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', stop);
        reject(error);
      },
    );
  });
}
