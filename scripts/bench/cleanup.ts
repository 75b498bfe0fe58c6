/** A stack of clean-up actions run once, on success, on error and on Ctrl-C alike. */

type Action = () => Promise<unknown> | unknown;

const actions: { label: string; run: Action }[] = [];
let ran: Promise<void> | undefined;

/** Registers `run` to undo something just started; the newest runs first, like `finally` blocks. */
export function onCleanup(label: string, run: Action): void {
  actions.push({ label, run });
}

/** Runs every registered action (newest first) and forgets them; safe to call more than once. */
export function cleanup(): Promise<void> {
  ran ??= (async () => {
    while (actions.length > 0) {
      const action = actions.pop();
      if (!action) break;
      try {
        await action.run();
      } catch (error) {
        // One failing step must not leave the servers after it running.
        console.error(`[bench] clean-up "${action.label}" failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  })();
  return ran;
}

/** Cleans up before exiting on SIGINT/SIGTERM, so an interrupted run leaves no servers or temp DBs. */
export function cleanupOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`[bench] ${signal}: cleaning up`);
      void cleanup().then(() => process.exit(130));
    });
  }
}
