/** Step 2: the large catalogue (10,000 products) built in a child process, timed and memory-measured. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureCommand, type Measured } from './peak-memory.ts';
import { startApiProcess } from './servers.ts';

export const LARGE_CATALOGUE = 10_000;

/** The measured build, plus what it produced. */
export interface LargeBuild extends Measured {
  products: number;
  outDir: string;
  logFile: string;
  command: string;
  /** The API it was built against (still running, for serving its images). */
  apiUrl: string;
}

/**
 * Seeds a fresh API with 10,000 products and builds against it into `outDir`. The build runs as
 * `node scripts/build.ts` (the whole pipeline, including any steps added after `astro build`) in
 * a child process, because peak memory can only be measured from outside the process.
 */
export async function benchLargeBuild(root: string, outDir: string, logFile: string): Promise<LargeBuild> {
  const seedStarted = performance.now();
  const api = await startApiProcess('10k', LARGE_CATALOGUE);
  console.log(`[bench] 10k API at ${api.url} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s); building into ${outDir}/ (log: ${logFile})`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    API_URL: api.url,
    PUBLIC_API_URL: api.url,
    ASTRO_OUT_DIR: outDir,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  const script = join(root, 'scripts', 'build.ts');
  const measured = await measureCommand(process.execPath, [script], env, logFile);
  if (measured.exitCode !== 0) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-25).join('\n');
    throw new Error(`10k build exited with ${measured.exitCode}; last lines of ${logFile}:\n${tail}`);
  }
  return { ...measured, products: LARGE_CATALOGUE, outDir, logFile, command: `${process.execPath} scripts/build.ts`, apiUrl: api.url };
}
