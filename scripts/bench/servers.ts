/**
 * The servers a benchmark step measures, each a process of its own as in real use, so the
 * benchmark's own work (Lighthouse, memory sampling) never slows their answers.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/free-port.ts';
import { onCleanup } from './cleanup.ts';

const HOST = '127.0.0.1';
const API_SERVER = fileURLToPath(new URL('../../api/server.ts', import.meta.url));
const STATIC_SERVER = fileURLToPath(new URL('../serve-static.ts', import.meta.url));

/** A running server process. */
export interface ServerProcess {
  url: string;
}

/** The reference API on a fresh temp database (deleted at clean-up), seeded with `demoProducts`. */
export async function startApiProcess(label: string, demoProducts: number): Promise<ServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), `storefront-bench-${label}-`));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  // The port is chosen here (not with port 0) because the API's public URL must name it.
  const port = await freePort(HOST);
  const url = `http://${HOST}:${port}`;
  const env = { API_HOST: HOST, API_PORT: String(port), API_PUBLIC_URL: url, API_DATA_DIR: dataDir, API_DEMO_PRODUCTS: String(demoProducts) };
  await startProcess(`API ${label}`, [API_SERVER], env, 'reference commerce API at');
  return { url };
}

/** A built site served like the CDN (`/media/*` routed to `apiUrl`). */
export async function startSiteProcess(label: string, root: string, apiUrl: string): Promise<ServerProcess> {
  const port = await freePort(HOST);
  await startProcess(`site ${label}`, [STATIC_SERVER, root], { HOST, PORT: String(port), API_URL: apiUrl }, '[serve-static]');
  return { url: `http://${HOST}:${port}` };
}

/** Spawns `node args`, resolves once it prints `ready`, and stops it at clean-up. */
async function startProcess(label: string, args: string[], env: Record<string, string>, ready: string): Promise<void> {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  onCleanup(`stop ${label}`, () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    }),
  );
  await new Promise<void>((resolve, reject) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes(ready)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${label} exited with ${code} before it was ready:\n${said}`)));
  });
}
