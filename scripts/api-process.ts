/**
 * The reference API in a process of its own (issue 22 §12): `npm start` and the e2e server launch
 * it with `launchApi`, and this same module, forked, is that process.
 *
 * Why a child process and not a worker thread: a worker has its own event loop but shares the
 * process's heap limits, its GC pauses on a loaded process and its fate (an out-of-memory or a
 * crash in the API takes the static site down with it). A child is what a CDN in front of an
 * origin is: the static site answers whatever the API is doing, and the OS schedules the two.
 *
 * The protocol, over the IPC channel (structured clone, so `{ editorKey: undefined }` keeps its
 * key, which readConfig reads as "set, to nothing"):
 *   parent → child  { type: 'start', overrides }  the API's settings, secrets included: they
 *                                                  travel here, never in an environment a build
 *                                                  could inherit
 *   child → parent  { type: 'ready', url }         listening
 *                   { type: 'failed', message }    could not start (then it exits 1)
 *   parent → child  { type: 'close' }              close the server and the database, exit 0
 * The child also closes on SIGTERM and when the channel drops (its parent died: no orphan). It
 * ignores SIGINT: Ctrl-C reaches the whole process group, and the parent, which owns the builds
 * and the static server, decides the order of the shutdown and asks it to close.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ApiConfig } from '../api/config.ts';
import type { RunningApi } from '../api/server.ts';

/** The settings the child passes to `startApi`, on top of the environment it inherits. */
export type ApiOverrides = Partial<ApiConfig>;

type ToChild = { type: 'start'; overrides: ApiOverrides } | { type: 'close' };
type FromChild = { type: 'ready'; url: string } | { type: 'failed'; message: string };

/** How the process ended: its exit code, or the signal that killed it. */
export interface ApiExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A running API process. */
export interface ApiProcess {
  /** Origin a browser uses to reach it (`publicUrl`). */
  url: string;
  pid: number;
  /** Settles when the process has ended, however it ended. */
  exited: Promise<ApiExit>;
  /** Asks it to close (server, timers, database) and resolves once it has exited. */
  close(): Promise<void>;
}

export interface LaunchOptions {
  /** Called when the process ends without `close()` having been called: it crashed or was killed. */
  onUnexpectedExit?: (exit: ApiExit) => void;
  /** Its environment (the parent's by default; BUILD_HOOK_SECRET is never needed there). */
  env?: NodeJS.ProcessEnv;
  /** How long `close()` waits before SIGKILL (10 s). */
  killAfterMs?: number;
}

const ENTRY = fileURLToPath(import.meta.url);

/** Forks the API process with `overrides` and resolves once it listens; rejects if it cannot start. */
export async function launchApi(overrides: ApiOverrides, options: LaunchOptions = {}): Promise<ApiProcess> {
  const child = fork(ENTRY, [], {
    // process.execPath is the pinned Node 24 the npm script runs. No execArgv: a parent's
    // `--inspect` (or a test runner's flags) must not be taken over by the API process.
    execArgv: [],
    env: options.env ?? process.env,
    // Its log lines (the editor key, e-mails written) go to the same terminal; no stdin to fight over.
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'advanced',
  });
  let closing = false;
  let ready = false;
  const exited = new Promise<ApiExit>((resolve) => {
    child.once('exit', (code, signal) => {
      resolve({ code, signal });
      if (!closing && ready) options.onUnexpectedExit?.({ code, signal });
    });
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (message: FromChild) => {
      if (message.type === 'ready') resolve(message.url);
      else if (message.type === 'failed') reject(new Error(message.message));
    });
    child.once('error', reject);
    void exited.then((exit) => reject(new Error(`the API process exited before it was ready (${describeExit(exit)})`)));
    send(child, { type: 'start', overrides });
  }).catch(async (error: unknown) => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    throw error;
  });
  ready = true;
  return {
    url,
    pid: child.pid!,
    exited,
    close: async () => {
      closing = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      if (child.connected) send(child, { type: 'close' });
      else child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), options.killAfterMs ?? 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** "exit code 1", "signal SIGKILL": for the line that says the API stopped. */
export function describeExit({ code, signal }: ApiExit): string {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

function send(child: ChildProcess, message: ToChild): void {
  // A channel closing under a send (the child dying) shows up as its exit, handled above.
  child.send(message, (error) => void error);
}

/** The child's side: waits for its settings, starts the API, closes it when told to. */
function runChild(): void {
  const reply = (message: FromChild, then?: () => void) => process.send!(message, undefined, {}, () => then?.());
  let starting: Promise<RunningApi> | undefined;
  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= (async () => {
      const api = await starting?.catch(() => undefined);
      await api?.close();
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => {}); // the parent closes us in its order (see above)
  process.on('SIGTERM', shutdown);
  process.on('disconnect', shutdown);
  // Listening from the first tick: a message that came before its listener would be lost.
  process.on('message', (message: ToChild) => {
    if (message.type === 'close') return shutdown();
    if (message.type !== 'start' || starting) return;
    // The API's modules load here, in the child only: the parent never needs them.
    starting = import('../api/server.ts').then(({ startApi }) => startApi(message.overrides));
    starting.then(
      (api) => reply({ type: 'ready', url: api.url }),
      (error: unknown) => reply({ type: 'failed', message: error instanceof Error ? error.message : String(error) }, () => process.exit(1)),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!process.send) {
    console.error('scripts/api-process.ts is started by launchApi (npm start); to run the API alone: npm run api');
    process.exit(2);
  }
  runChild();
}
