import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/*
 * What the test and bench scripts install on a machine that lacks it (Chromium, a Bangla font):
 * Debian's packages, by apt-get, only where that can work — as root on Debian or Ubuntu.
 */

/** Whether this process may install Debian packages. */
export function canInstallDebianPackages(): boolean {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version');
}

/** Installs the packages; whether that worked. */
export async function installDebianPackages(packages: string[]): Promise<boolean> {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', ...packages], env);
  // The package lists may be old or absent on a fresh machine: read them again only if needed.
  return (await install()) || ((await run('apt-get', ['update'], env)) && install());
}

/** Runs a command with inherited stdio; resolves whether it succeeded. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', () => resolve(false));
    child.once('exit', (code) => resolve(code === 0));
  });
}
