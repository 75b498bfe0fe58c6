/**
 * The servers a benchmark step measures, each a process of its own as in real use, so the
 * benchmark's own work (Lighthouse, memory sampling) never slows their answers.
 */
import { execFile, spawn } from 'node:child_process';
import { X509Certificate, createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../api/free-port.ts';
import { onCleanup } from './cleanup.ts';

const HOST = '127.0.0.1';
const API_SERVER = fileURLToPath(new URL('../../api/server.ts', import.meta.url));
const STATIC_SERVER = fileURLToPath(new URL('../serve-static.ts', import.meta.url));
const START_SCRIPT = fileURLToPath(new URL('../start.ts', import.meta.url));

/** A running server process. */
export interface ServerProcess {
  url: string;
}

/** The reference API on a fresh temp database (deleted at clean-up), seeded with `demoProducts`. */
export async function startApiProcess(label: string, demoProducts: number): Promise<ServerProcess & { dataDir: string; editorKey: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), `storefront-bench-${label}-`));
  onCleanup(`remove ${dataDir}`, () => rm(dataDir, { recursive: true, force: true }));
  // The port is chosen here (not with port 0) because the API's public URL must name it.
  const port = await freePort(HOST);
  const url = `http://${HOST}:${port}`;
  // The one-product rebuild (rebuild.ts) changes a product as an editor does.
  const editorKey = randomBytes(24).toString('base64url');
  // Any origin: the site it serves is started later on a port not known yet, and a throw-away
  // demo database holds nothing to protect. (A page that adds to the cart calls the API.)
  const env = {
    API_HOST: HOST, API_PORT: String(port), API_PUBLIC_URL: url, API_DATA_DIR: dataDir, API_DEMO_PRODUCTS: String(demoProducts),
    API_CORS_ORIGINS: '*',
    // The stress run signs up its shoppers from one address: far past the hourly limit a shop needs.
    API_SIGNUPS_PER_HOUR: '10000',
    // …and its few shoppers place hundreds of cash orders, the race's seller buys a whole shelf:
    // far past what one customer may hold unpaid (api/checkout/hold-limits.ts, tested on its own).
    API_ORDER_MAX_PER_SKU: '1000000', API_UNPAID_ORDERS_MAX: '1000000', API_UNPAID_VALUE_MAX: '1000000000',
    // …without a code texted for each (issue 26 §3; api-cod-confirmation.test.ts and the e2e checkout test it).
    API_COD_CONFIRMATION: 'off',
    API_EDITOR_KEY: editorKey,
  };
  await startProcess(`API ${label}`, [API_SERVER], env, 'reference commerce API at');
  return { url, dataDir, editorKey };
}

/**
 * A built site served like the CDN: HTTPS with HTTP/2 (on a throw-away self-signed certificate;
 * the benchmark's browsers are told to accept it) and `/media/*` routed to `apiUrl`.
 */
export async function startSiteProcess(label: string, root: string, apiUrl: string): Promise<ServerProcess> {
  const port = await freePort(HOST);
  const tls = await selfSignedCertificate();
  const env = { HOST, PORT: String(port), API_URL: apiUrl, TLS_KEY_FILE: tls.keyFile, TLS_CERT_FILE: tls.certFile };
  await startProcess(`site ${label}`, [STATIC_SERVER, root], env, '[serve-static]');
  return { url: `https://${HOST}:${port}` };
}

/**
 * The shop exactly as `npm start` runs it (`script`: scripts/start.ts, or another shape to compare
 * with): the API it starts, on a fresh database and releases folder (deleted at clean-up), free
 * ports, plain HTTP on 127.0.0.1; resolves once it says it is ready (the first release is live).
 */
export async function startShopProcess(label: string, demoProducts: number, script = START_SCRIPT): Promise<ServerProcess & { apiUrl: string }> {
  const dir = await mkdtemp(join(tmpdir(), `storefront-bench-${label}-`));
  onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
  const port = await freePort(HOST);
  let apiPort = await freePort(HOST);
  while (apiPort === port) apiPort = await freePort(HOST);
  const env = {
    HOST, PORT: String(port), API_PORT: String(apiPort), API_DEMO_PRODUCTS: String(demoProducts),
    // Its own API, whatever the bench's environment names (an undefined value leaves the variable out).
    API_URL: undefined, RELEASES_DIR: join(dir, 'releases'), API_DATA_DIR: join(dir, 'data'),
  };
  await startProcess(`shop ${label}`, [script], env, 'Press Ctrl-C to stop.');
  return { url: `http://${HOST}:${port}`, apiUrl: `http://${HOST}:${apiPort}` };
}

let certificate: Promise<{ keyFile: string; certFile: string }> | undefined;

/** A self-signed certificate for 127.0.0.1, made once per run with openssl, deleted at clean-up. */
export function selfSignedCertificate(): Promise<{ keyFile: string; certFile: string }> {
  certificate ??= (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'storefront-bench-tls-'));
    onCleanup(`remove ${dir}`, () => rm(dir, { recursive: true, force: true }));
    const keyFile = join(dir, 'key.pem');
    const certFile = join(dir, 'cert.pem');
    await promisify(execFile)('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile,
      '-subj', `/CN=${HOST}`, '-days', '1', '-addext', `subjectAltName=IP:${HOST}`]);
    return { keyFile, certFile };
  })();
  return certificate;
}

/**
 * The Chromium flag that trusts the sites' certificate (by its public key's SHA-256): the browser
 * then treats the local CDN as a real one. With `--ignore-certificate-errors` instead, Chromium
 * caches nothing from a site whose certificate it had to overlook, so every repeat request (an
 * immutable icon after each URL change, a chunk asked for again) went to the server, as no shopper's does.
 */
export async function trustSiteCertificate(): Promise<string> {
  const { certFile } = await selfSignedCertificate();
  const key = new X509Certificate(await readFile(certFile)).publicKey.export({ type: 'spki', format: 'der' });
  return `--ignore-certificate-errors-spki-list=${createHash('sha256').update(key).digest('base64')}`;
}

/** Spawns `node args`, resolves once it prints `ready`, and stops it at clean-up. */
async function startProcess(label: string, args: string[], env: Record<string, string | undefined>, ready: string): Promise<void> {
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
