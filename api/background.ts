/**
 * Work an answer must not wait for (issue 22 §6): a reset link's token and e-mail are made after
 * the answer has gone, so the answer takes the same time whether or not the e-mail has an account.
 * Each task starts on the next turn of the event loop, once the handler has returned; a failure
 * is logged (its reason only), never thrown at anyone. `drain` lets the API finish them before it
 * closes its database.
 */
export interface Background {
  /** Runs `work` after the current answer; `what` names it in a log line if it fails. */
  run(what: string, work: () => Promise<void> | void): void;
  /** Resolves once every task started so far has ended. */
  drain(): Promise<void>;
}

export function createBackground(log: (line: string) => void = (line) => console.error(line)): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(what, work) {
      const task = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((error: unknown) => log(`[api] ${what} failed: ${error instanceof Error ? error.message : 'unknown error'}`))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async drain() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
