/**
 * The yardstick for the large build (issue 25): Astro itself building as many one-line pages as the
 * shop has products, in the same run, on the same machine, so the shop's build is read as a ratio
 * to it rather than as seconds that change with the machine. A project of its own in a temp folder
 * (removed at clean-up): its only page is `src/pages/p/[id].astro`, no config, the shop's Astro.
 */
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onCleanup } from './cleanup.ts';
import { measureCommand, type Measured } from './peak-memory.ts';

/** The bare build's figures. */
export interface BareBuild extends Measured {
  pages: number;
  /** Astro's version: the shop's own (node_modules/astro). */
  astro: string;
  logFile: string;
}

/** The shop's build against the bare one, both of the same number of pages. */
export interface VersusBare {
  bare: BareBuild;
  /** The shop's build seconds over the bare build's. */
  ratio: number;
}

/** `getStaticPaths` returns `pages` ids; the page is one line of HTML. */
function page(pages: number): string {
  return [
    '---',
    `export const getStaticPaths = () => Array.from({ length: ${pages} }, (_, i) => ({ params: { id: String(i + 1) } }));`,
    'const { id } = Astro.params;',
    '---',
    '<html><body><p>Product {id}</p></body></html>',
    '',
  ].join('\n');
}

/**
 * Builds the bare project of `pages` pages with `astro build`, timed end to end (wall clock, the
 * process's start included, as the shop's build is) and memory-measured; throws when it fails or
 * writes another number of pages.
 */
export async function benchBareAstro(root: string, pages: number, logFile: string): Promise<BareBuild> {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-bench-bare-'));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  // A node_modules of its own whose entries link to the shop's: the project runs the shop's Astro,
  // and Astro's and Vite's caches (node_modules/.astro, .vite) stay in the temp folder, not the shop's.
  const modules = join(root, 'node_modules');
  await mkdir(join(dir, 'node_modules'));
  for (const name of await readdir(modules)) {
    if (!name.startsWith('.')) await symlink(join(modules, name), join(dir, 'node_modules', name));
  }
  await writeFile(join(dir, 'package.json'), `${JSON.stringify({ name: 'bare-astro', private: true, type: 'module' })}\n`);
  await mkdir(join(dir, 'src', 'pages', 'p'), { recursive: true });
  await writeFile(join(dir, 'src', 'pages', 'p', '[id].astro'), page(pages));

  const { version } = JSON.parse(await readFile(join(modules, 'astro', 'package.json'), 'utf8')) as { version: string };
  console.log(`[bench] bare Astro ${version} build of ${pages.toLocaleString('en')} one-line pages in ${dir} (log: ${logFile})`);
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  const measured = await measureCommand(process.execPath, [join(modules, 'astro', 'bin', 'astro.mjs'), 'build', '--root', dir], env, logFile);
  if (measured.exitCode !== 0) {
    const tail = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').slice(-25).join('\n');
    throw new Error(`the bare Astro build exited with ${measured.exitCode}; last lines of ${logFile}:\n${tail}`);
  }
  const written = (await readdir(join(dir, 'dist', 'p'))).length;
  if (written !== pages) throw new Error(`the bare Astro build wrote ${written} pages, not ${pages}`);
  console.log(`[bench] bare build: ${measured.seconds.toFixed(1)} s`);
  return { ...measured, pages, astro: version, logFile };
}
