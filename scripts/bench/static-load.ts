/**
 * Step 6: a static page under API load (issue 22 §12). The shop as `npm start` serves it (that very
 * script, its API in a process of its own), then one page fetched one request at a time: first
 * idle, then while autocannon keeps 200 connections on the API's product list for 10 s (a process
 * of its own, api-load.ts). The page's p50 and p95 both ways, and the API's own figures, so the load is
 * seen to be real. Everything goes to 127.0.0.1, bounded in time and count.
 */
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from '../../api/config.ts';
import type { ApiLoadPlan, ApiLoadTotals } from './api-load.ts';
import { onCleanup } from './cleanup.ts';
import { startShopProcess } from './servers.ts';
import { percentile } from './stats.ts';

/** One series of page fetches. */
export interface Latencies {
  count: number;
  p50Ms: number | undefined;
  p95Ms: number | undefined;
  maxMs: number | undefined;
  /** Fetches that failed or answered anything but 200 (not in the latencies). */
  failed: number;
}

export interface StaticLoadResult {
  page: string;
  /** The start script measured (scripts/start.ts unless another shape was compared). */
  shape: string;
  connections: number;
  seconds: number;
  idle: Latencies;
  loaded: Latencies;
  api: ApiLoadTotals;
}

export interface StaticLoadOptions {
  demoProducts: number;
  connections?: number;
  seconds?: number;
  /** Another start script to measure the same way (the shape before issue 22 §12, for one). */
  script?: string;
}

/** A static page with no data of its own: what a CDN serves from its edge whatever the API does. */
const PAGE = '/about';
const IDLE_MS = 3_000;
/** Between two fetches: one shopper's pace, not a second load. */
const GAP_MS = 10;
const MAX_SAMPLES = 2_000;
const root = fileURLToPath(new URL('../..', import.meta.url));

export async function benchStaticUnderLoad(options: StaticLoadOptions): Promise<StaticLoadResult> {
  const connections = options.connections ?? 200;
  const seconds = options.seconds ?? 10;
  const shop = await startShopProcess('static-load', options.demoProducts, options.script);
  const shape = options.script ? relative(root, options.script) : 'scripts/start.ts';
  console.log(`[bench] ${shape}: shop at ${shop.url}, API at ${shop.apiUrl}; ${PAGE} idle, then under ${connections} connections on the product list for ${seconds} s`);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  onCleanup('close the page fetcher', () => agent.destroy());
  const pageUrl = shop.url + PAGE;

  await sample(pageUrl, agent, 500); // warm: the page's compressed copy is written on its first request
  const idle = await sample(pageUrl, agent, IDLE_MS);

  const plan: ApiLoadPlan = { apiUrl: shop.apiUrl, apiKey: readConfig(process.env).apiKeys[0]!, connections, seconds };
  const load = fork(fileURLToPath(new URL('./api-load.ts', import.meta.url)), [JSON.stringify(plan)], { execArgv: [] });
  onCleanup('stop the API load', () => void load.kill());
  const totals = new Promise<ApiLoadTotals>((resolve, reject) => {
    load.once('message', (message) => resolve(message as ApiLoadTotals));
    load.once('error', reject);
    load.once('exit', (code) => reject(new Error(`the API load ended (${code}) without its figures`)));
  });
  // From half a second in (every connection open and busy) to a second before the end.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const loaded = await sample(pageUrl, agent, (seconds - 1.5) * 1000);
  const api = await totals;
  console.log(`[bench] ${PAGE}: p50 ${loaded.p50Ms?.toFixed(1)} ms under load (idle ${idle.p50Ms?.toFixed(1)} ms); API ${api.perSecond.toFixed(0)} req/s`);
  return { page: PAGE, shape, connections, seconds, idle, loaded, api };
}

/** Fetches `url` one request at a time for `ms` (at most MAX_SAMPLES) and times each answer. */
async function sample(url: string, agent: Agent, ms: number): Promise<Latencies> {
  const times: number[] = [];
  let failed = 0;
  const until = performance.now() + ms;
  while (performance.now() < until && times.length + failed < MAX_SAMPLES) {
    const started = performance.now();
    const status = await get(url, agent).catch(() => 0);
    if (status === 200) times.push(performance.now() - started);
    else failed++;
    await new Promise((resolve) => setTimeout(resolve, GAP_MS));
  }
  return { count: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: percentile(times, 100), failed };
}

/** A GET as a browser sends it (compressed), read to its end; resolves with the status. */
function get(url: string, agent: Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'br, gzip' }, timeout: 10_000 }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end();
  });
}
