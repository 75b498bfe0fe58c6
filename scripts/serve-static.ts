import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { hostRoutes, type RouteLookup } from './host-routes.ts';
import { COMPRESSIBLE, contentType } from './content-types.ts';
import { forward, mediaTarget } from './media-proxy.ts';

/** Where and what to serve. */
export interface ServeStaticOptions {
  root: string;
  port: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Origin that `/media/*` is forwarded to (the API's image service), as the CDN routes it. */
  mediaOrigin?: string;
  /** Serve HTTPS with HTTP/2 (HTTP/1.1 still accepted), as a CDN does: PEM key and certificate. */
  tls?: { key: string | Buffer; cert: string | Buffer };
}

/** A running static server. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

type Encoding = 'br' | 'gzip';

const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';
const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/** Text files and their compressed forms, kept while the file on disk is unchanged. */
interface CachedText {
  etag: string;
  raw: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}
type Cache = Map<string, CachedText>;

/** Serves a built site from `root` the way the CDN does (clean URLs, `_redirects`, compression, caching). */
export function serveStatic(options: ServeStaticOptions): Promise<StaticServer> {
  const root = resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const cache: Cache = new Map();
  const routes = hostRoutes(root);
  const respond = (req: IncomingMessage, res: ServerResponse) => {
    const { mediaOrigin } = options;
    const media = mediaOrigin && (req.method === 'GET' || req.method === 'HEAD') ? mediaTarget(req.url ?? '/') : undefined;
    if (media === 'refused') return void refuse(res);
    (media ? forward(mediaOrigin!, media, req, res) : handle(root, cache, routes, req, res)).catch((error: unknown) => {
      console.error('[serve-static]', error);
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
      res.end();
    });
  };
  // HTTP/2's compatibility request and response have the same shape as HTTP/1.1's for what we use.
  const server = options.tls
    ? createSecureServer({ ...options.tls, allowHTTP1: true }, respond as unknown as Parameters<typeof createSecureServer>[1])
    : createServer(respond);
  const sessions = new Set<Http2Session>();
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      const { port } = server.address() as AddressInfo;
      const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `${options.tls ? 'https' : 'http'}://${shown}:${port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
            for (const session of sessions) session.destroy();
          }),
      });
    });
  });
}

async function handle(root: string, cache: Cache, routes: RouteLookup, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Method Not Allowed');
    return;
  }
  const pathname = decodePath(req.url ?? '/');
  if (pathname === undefined) {
    res.writeHead(400, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Bad Request');
    return;
  }
  const routed = await routes(pathname, new URL(req.url ?? '/', 'http://localhost').search);
  if (routed && routed.status >= 300 && routed.status < 400) {
    res.writeHead(routed.status, { ...SECURITY_HEADERS, Location: routed.to, 'Cache-Control': REVALIDATE });
    res.end();
    return;
  }
  const found = await locate(root, routed ? routed.to : pathname);
  if (found) return send(req, res, cache, found, isImmutable(relative(root, found.path)) ? 'immutable' : routed?.status === 404 ? 'not-found' : 'revalidate');
  const notFound = await fileAt(join(root, '404.html'));
  if (notFound) return send(req, res, cache, notFound, 'not-found');
  res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/** A plain 404 for a path that tried to leave `/media/` (no page: it is no shopper's mistake). */
function refuse(res: ServerResponse): void {
  res.writeHead(404, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Not Found');
}

/** The decoded path of a request URL, or undefined when it cannot be a file path. */
function decodePath(url: string): string | undefined {
  try {
    // The URL parser also folds `..` and `%2e%2e` segments; `locate` still checks the result.
    const decoded = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/** Clean URLs: `/a/` → `/a/index.html`; `/a` → `/a`, `/a.html` or `/a/index.html`. */
async function locate(root: string, pathname: string): Promise<{ path: string; stats: Stats } | undefined> {
  const candidates = pathname.endsWith('/')
    ? [`${pathname}index.html`]
    : [pathname, `${pathname}.html`, `${pathname}/index.html`];
  for (const candidate of candidates) {
    const path = resolve(root, `.${candidate}`);
    if (path !== root && !path.startsWith(root + sep)) return undefined;
    const file = await fileAt(path);
    if (file) return file;
  }
  return undefined;
}

async function fileAt(path: string): Promise<{ path: string; stats: Stats } | undefined> {
  const stats = await stat(path).catch(() => undefined);
  return stats?.isFile() ? { path, stats } : undefined;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  cache: Cache,
  { path, stats }: { path: string; stats: Stats },
  kind: 'immutable' | 'revalidate' | 'not-found',
): Promise<void> {
  const status = kind === 'not-found' ? 404 : 200;
  const ext = extname(path).toLowerCase();
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string | number> = {
    ...SECURITY_HEADERS,
    'Content-Type': contentType(ext),
    'Cache-Control': kind === 'immutable' ? IMMUTABLE : REVALIDATE,
  };
  // Validators only where a browser revalidates: a hashed asset never changes under its name, so
  // an ETag and a date would be ~50 bytes of every script's response for nothing (a page loads 10–20).
  if (kind !== 'immutable') {
    headers['ETag'] = etag;
    headers['Last-Modified'] = stats.mtime.toUTCString();
  }
  if (COMPRESSIBLE.has(ext)) headers['Vary'] = 'Accept-Encoding';
  if (status === 200 && kind !== 'immutable' && matches(req.headers['if-none-match'], etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  if (!COMPRESSIBLE.has(ext)) {
    res.writeHead(status, { ...headers, 'Content-Length': stats.size });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(path)
      .once('error', () => res.destroy())
      .pipe(res);
    return;
  }
  const body = await textBody(cache, path, etag, pickEncoding(req.headers['accept-encoding']));
  if (body.encoding) headers['Content-Encoding'] = body.encoding;
  res.writeHead(status, { ...headers, 'Content-Length': body.bytes.length });
  res.end(req.method === 'HEAD' ? undefined : body.bytes);
}

/** A text file's bytes in the best accepted encoding, compressing once per file version. */
async function textBody(
  cache: Cache,
  path: string,
  etag: string,
  encoding: Encoding | undefined,
): Promise<{ bytes: Buffer; encoding?: Encoding }> {
  let entry = cache.get(path);
  if (entry?.etag !== etag) {
    entry = { etag, raw: await readFile(path), encoded: {} };
    cache.set(path, entry);
  }
  if (!encoding) return { bytes: entry.raw };
  entry.encoded[encoding] ??= compress(entry.raw, encoding);
  const bytes = await entry.encoded[encoding];
  // Tiny files can grow when compressed; then the raw bytes are the better answer.
  return bytes.length < entry.raw.length ? { bytes, encoding } : { bytes: entry.raw };
}

function compress(raw: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return compressors.gzip(raw, { level: 9 });
  const quality = raw.length > 1_000_000 ? 6 : zlib.BROTLI_MAX_QUALITY;
  return compressors.br(raw, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
  });
}

/** Brotli if accepted, else gzip, honouring `q=0` and `*`. */
function pickEncoding(header: string | undefined): Encoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    weights.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Content-hashed names never change content, so browsers may keep them for a year. */
function isImmutable(relativePath: string): boolean {
  const [top, ...rest] = relativePath.split(sep);
  if (top === '_astro') return true;
  return top === 'pagefind' && /_[0-9a-f]{6,}\.pf_[a-z]+$/i.test(rest.join('/'));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // `node scripts/serve-static.ts [folder]`: dist/ unless another built folder is named.
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const options: ServeStaticOptions = { root, port: Number(process.env['PORT'] ?? 4321) };
  if (process.env['HOST']) options.host = process.env['HOST'];
  if (process.env['API_URL']) options.mediaOrigin = process.env['API_URL'];
  if (process.env['TLS_KEY_FILE'] && process.env['TLS_CERT_FILE']) {
    options.tls = { key: await readFile(process.env['TLS_KEY_FILE']), cert: await readFile(process.env['TLS_CERT_FILE']) };
  }
  const site = await serveStatic(options);
  console.log(`[serve-static] ${root} at ${site.url}`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
