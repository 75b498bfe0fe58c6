/**
 * `node scripts/lockfile-platform-stubs.ts` — run after `npm install` changes the lock file.
 *
 * Why: the registry this project is built against lacks some other-platform binaries (for example
 * `@astrojs/compiler-binding-darwin-arm64@0.5.1`, `@pagefind/darwin-arm64@1.6.0`). `npm install`
 * then leaves them out of package-lock.json, and `npm ci` refuses a lock that misses an optional
 * dependency. This adds an entry for each missing one, with the os/cpu/libc its name states, so
 * npm ci skips it on other platforms here and installs it where the real registry has it.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

interface Platform {
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OS: Record<string, string> = { android: 'android', darwin: 'darwin', linux: 'linux', win32: 'win32', windows: 'win32', freebsd: 'freebsd' };
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'wasm32'];

/** os, cpu and libc of a platform package, read from its name (`…-linux-arm64-musl`). */
export function platformOf(name: string): Platform {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.map((part) => OS[part]).find(Boolean);
  const cpu = parts.find((part) => CPU.includes(part));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return { ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc: [libc] } : {}), ...(os ? { os: [os] } : {}) };
}

const path = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const where = `${key ? `${key}/` : ''}node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (lock.packages[where] || lock.packages[hoisted]) continue;
    const platform = platformOf(dependency);
    if (!platform.os && !platform.cpu) continue; // not a platform binary: leave it to npm
    lock.packages[hoisted] = { version, ...platform, optional: true };
    added++;
  }
}
const sorted = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
writeFileSync(path, `${JSON.stringify({ ...lock, packages: sorted }, null, 2)}\n`);
console.log(`lock file: added ${added} platform stub(s)`);
