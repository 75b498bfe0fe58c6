/** The reference API on a throw-away database, for one benchmark step. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../api/free-port.ts';
import { startApi, type RunningApi } from '../../api/server.ts';
import { onCleanup } from './cleanup.ts';

const HOST = '127.0.0.1';

/** Starts the API on a fresh temp DB seeded with `demoProducts`; stopped and deleted at clean-up. */
export async function startTempApi(label: string, demoProducts?: number): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), `storefront-bench-${label}-`));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  // The port is chosen here (not with port 0) because publicUrl must name it before start.
  const port = await freePort(HOST);
  const api = await startApi({
    host: HOST,
    port,
    publicUrl: `http://${HOST}:${port}`,
    dbPath: join(dataDir, 'shop.db'),
    mediaCacheDir: join(dataDir, 'media'),
    ...(demoProducts === undefined ? {} : { demoProducts }),
  });
  onCleanup(`stop API ${label}`, () => api.close());
  return api;
}
