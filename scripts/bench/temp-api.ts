/** The reference API on a throw-away database, for one benchmark step. */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/free-port.ts';
import { startApi, type RunningApi } from '../../api/server.ts';
import { onCleanup } from './cleanup.ts';

const HOST = '127.0.0.1';
const SERVER = fileURLToPath(new URL('../../api/server.ts', import.meta.url));

/** A fresh temp data folder, deleted at clean-up, and a free port on it. */
async function place(label: string): Promise<{ dataDir: string; port: number }> {
  const dataDir = await mkdtemp(join(tmpdir(), `storefront-bench-${label}-`));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  // The port is chosen here (not with port 0) because publicUrl must name it before start.
  return { dataDir, port: await freePort(HOST) };
}

/** Starts the API in this process on a fresh temp DB; stopped and deleted at clean-up. */
export async function startTempApi(label: string): Promise<RunningApi> {
  const { dataDir, port } = await place(label);
  const api = await startApi({
    host: HOST,
    port,
    publicUrl: `http://${HOST}:${port}`,
    dbPath: join(dataDir, 'shop.db'),
    mediaCacheDir: join(dataDir, 'media'),
  });
  onCleanup(`stop API ${label}`, () => api.close());
  return api;
}

/**
 * Starts the API as a server process of its own, seeded with `demoProducts`, as it runs beside a
 * real build: then the benchmark's own work (memory sampling, serving) never slows its answers.
 */
export async function startApiProcess(label: string, demoProducts: number): Promise<{ url: string }> {
  const { dataDir, port } = await place(label);
  const url = `http://${HOST}:${port}`;
  const env = { ...process.env, API_HOST: HOST, API_PORT: String(port), API_PUBLIC_URL: url, API_DATA_DIR: dataDir, API_DEMO_PRODUCTS: String(demoProducts) };
  const child = spawn(process.execPath, [SERVER], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  onCleanup(`stop API ${label}`, () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))));
  await new Promise<void>((resolve, reject) => {
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('reference commerce API at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`API ${label} exited with ${code} before it was ready:\n${said}`)));
  });
  return { url };
}
