import { execFileSync } from 'node:child_process';

/*
 * Vitest's global setup: the shop's words compiled once before the units run, as `npm run i18n`
 * does (project.inlang/paraglide.config.js), so a unit never reads words older than messages/.
 * Not the Vite plugin: in Vitest's servers it keeps file watchers open and the run does not exit.
 */
export default function compileMessages(): void {
  execFileSync(process.execPath, ['node_modules/@inlang/paraglide-js/bin/run.js', 'compile', '--project', './project.inlang', '--silent'], { stdio: 'inherit' });
}
