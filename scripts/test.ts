import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureBanglaFont } from './ensure-bangla-font.ts';
import { ensureChromium } from './ensure-chromium.ts';

/**
 * `npm test`: type check, unit tests, then e2e against the built site and the real API.
 * Stops at the first failing step with its exit code. Every step runs on this (pinned) Node.
 */
const root = fileURLToPath(new URL('..', import.meta.url));

await step('type check: astro check', () => node(['node_modules/astro/bin/astro.mjs', 'check']));
await step('unit tests: vitest run', () => node(['node_modules/vitest/vitest.mjs', 'run']));
await step('e2e tests: playwright test', async () => {
  let chromium: string;
  try {
    chromium = await ensureChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  // Bangla pages are checked in the font a phone draws them in (tests/e2e/bangla.spec.ts: conjuncts).
  if (!(await ensureBanglaFont()).length) console.error('[fonts] no Bangla font could be found or installed: the Bangla conjunct test will fail');
  return node(['node_modules/@playwright/test/cli.js', 'test'], { PLAYWRIGHT_CHROMIUM_PATH: chromium });
});

async function step(title: string, body: () => Promise<number>): Promise<void> {
  console.log(`\n=== ${title}`);
  const started = performance.now();
  const code = await body();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`=== ${title}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds}s`);
  if (code !== 0) process.exit(code);
}

/** Runs `node <args>` on this Node from the project root; resolves its exit code. */
function node(args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    // A CI cancel (SIGTERM) reaches only us: pass it on rather than orphan the step. Ctrl-C
    // already reaches the whole foreground group, so we just wait for the step to wind down.
    const forward = (signal: NodeJS.Signals) => void (signal === 'SIGTERM' && child.kill(signal));
    process.on('SIGINT', forward).on('SIGTERM', forward);
    child.once('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward);
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}
