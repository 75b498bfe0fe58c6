/** Runs a command and measures its wall-clock time and peak memory (GNU time and /proc sampling). */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';

const GNU_TIME = '/usr/bin/time';

/** What a measured command cost. */
export interface Measured {
  exitCode: number | null;
  seconds: number;
  /** Peak RSS of the largest single process of the tree (GNU time's "Maximum resident set size"). */
  peakRssMiB: number | undefined;
  /** Largest sampled sum of RSS over the whole process tree (Astro plus e.g. the Pagefind binary). */
  peakTreeRssMiB: number | undefined;
  /** Largest VmHWM (kernel-recorded peak RSS) seen for any one process in the tree. */
  peakProcessHwmMiB: number | undefined;
  method: string;
}

/** Parent pid of every process, read from /proc (Linux only; empty elsewhere). */
async function parents(): Promise<Map<number, number>> {
  const map = new Map<number, number>();
  const entries = await readdir('/proc').catch(() => [] as string[]);
  await Promise.all(
    entries.filter((e) => /^\d+$/.test(e)).map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      // The command name may hold spaces and parentheses; the fields after its last ')' do not.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (Number.isFinite(ppid)) map.set(Number(pid), ppid);
    }),
  );
  return map;
}

/** `root` and all its descendants. */
async function tree(root: number): Promise<number[]> {
  const map = await parents();
  const found = [root];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of map) if (ppid === found[i] && !found.includes(pid)) found.push(pid);
  }
  return found;
}

/** VmRSS and VmHWM of a process in KiB (0 when it is gone). */
async function memory(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
  return { rss: field('VmRSS'), hwm: field('VmHWM') };
}

/** Runs `command args` with its output in `logFile`, sampling memory every `intervalMs`. */
export async function measureCommand(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string, intervalMs = 200): Promise<Measured> {
  const useTime = existsSync(GNU_TIME);
  const timeFile = join(tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
  const [file, argv] = useTime ? [GNU_TIME, ['-v', '-o', timeFile, command, ...args]] : [command, args];
  const log = createWriteStream(logFile);
  const started = performance.now();
  // A process group of its own, stopped whole at clean-up: a bench stopped by a signal sent to its
  // own process alone (not a terminal's Ctrl-C, which reaches the whole group) left the build and
  // its Pagefind process running.
  const child = spawn(file, argv, { env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let running = true;
  child.once('close', () => (running = false));
  // Not after it ended: its id may be another's by then.
  onCleanup(`stop ${command} ${args.join(' ')}`, () => running && stopGroup(child.pid));
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });

  let peakTree = 0;
  let peakHwm = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    // Chained, so a slow /proc scan never overlaps the next one.
    sampling = sampling.then(async () => {
      if (child.pid === undefined) return;
      const pids = await tree(child.pid);
      const mems = await Promise.all(pids.map(memory));
      peakTree = Math.max(peakTree, mems.reduce((sum, m) => sum + m.rss, 0));
      peakHwm = Math.max(peakHwm, ...mems.map((m) => m.hwm));
    });
  }, intervalMs);

  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve(code));
  }).finally(() => clearInterval(timer));
  const seconds = (performance.now() - started) / 1000;
  await sampling;
  await new Promise<void>((resolve) => log.end(resolve));

  let peakRss: number | undefined;
  if (useTime) {
    const report = await readFile(timeFile, 'utf8').catch(() => '');
    const kb = /Maximum resident set size \(kbytes\):\s*(\d+)/.exec(report)?.[1];
    peakRss = kb === undefined ? undefined : Number(kb) / 1024;
    await rm(timeFile, { force: true });
  }
  const mib = (kb: number) => (kb > 0 ? kb / 1024 : undefined);
  return {
    exitCode,
    seconds,
    peakRssMiB: peakRss ?? mib(peakHwm),
    peakTreeRssMiB: mib(peakTree),
    peakProcessHwmMiB: mib(peakHwm),
    method: useTime ? `GNU time -v + /proc sampling every ${intervalMs} ms` : `/proc sampling every ${intervalMs} ms`,
  };
}

/** Stops the process group led by `pid`, if it still runs. */
function stopGroup(pid: number | undefined): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    // ESRCH: the group is gone already, as it is after a build that ended.
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}
