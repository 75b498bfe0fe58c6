import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Negotiator from 'negotiator';
import sirv, { type Options } from 'sirv';
import { localeOfPath } from '../src/lib/i18n/href.ts';
import { hostRoutes, type RouteLookup } from './host-routes.ts';
import { forward, mediaTarget } from './media-proxy.ts';
import { ensureSibling, isCompressible, siblingsWritten } from './precompress.ts';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS, headersFor } from './site-headers.ts';

/** A handler mounted on the static server, tried before its files (the build hook: `/_hooks/`). */
export interface StaticRoute {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

/** Where and what to serve. */
export interface ServeStaticOptions {
  /** The built site; a function is asked on every request (the live release folder switches under a running server). */
  root: string | (() => string);
  /** Older builds, tried for `/_astro/*` and `/pagefind/*` files the root lacks: a page they built still finds its chunks. */
  fallbackRoots?: () => string[];
  /** Handlers tried before the files, by path prefix, whatever the method. */
  routes?: StaticRoute[];
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

/**
 * Serves a built site the way the CDN does. Files are sirv's job: clean URLs (`/about` →
 * `about/index.html`), a file's `.br`/`.gz` sibling in its place, ETags and 304s, ranges. Around
 * it, only what sirv does not do: writing a page's compressed sibling on its first request (the
 * build writes the bundles': scripts/precompress.ts), the headers of scripts/site-headers.ts,
 * `_redirects`, the 404 page with status 404, `/media/*` to the API, a root asked per request
 * with older releases behind it, and mounted routes.
 */
export function serveStatic(options: ServeStaticOptions): Promise<StaticServer> {
  const host = options.host ?? '127.0.0.1';
  const rootOf = typeof options.root === 'function' ? options.root : () => options.root as string;
  const sites = new Map<string, Site>();
  const siteAt = (root: string) => {
    const path = resolve(root);
    let site = sites.get(path);
    if (!site) {
      if (sites.size >= 16) sites.clear(); // releases come and go; a few are ever live at once
      site = openSite(path);
      sites.set(path, site);
    }
    return site;
  };
  const respond = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[serve-static]', error);
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS);
      res.end();
    });
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = req.url ?? '/';
    const route = options.routes?.find((candidate) => url.startsWith(candidate.prefix));
    if (route) return route.handle(req, res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    const { mediaOrigin } = options;
    const media = mediaOrigin && (req.method === 'GET' || req.method === 'HEAD') ? mediaTarget(url) : undefined;
    if (media === 'refused') return void plain(res, 404, 'Not Found');
    if (media) return forward(mediaOrigin!, media, req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void plain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    const pathname = decodePath(url);
    if (pathname === undefined) return void plain(res, 400, 'Bad Request');
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']);
    // A read error (a release pruned between sirv's stat and its read) ends this answer, not the server.
    res.once('pipe', (source: Readable) => source.once('error', () => res.destroy()));
    const site = siteAt(rootOf());
    const routed = await site.routes(pathname, new URL(url, 'http://localhost').search);
    if (routed && routed.status >= 300 && routed.status < 400) {
      res.writeHead(routed.status, { ...headersFor(pathname), Location: routed.to });
      return void res.end();
    }
    if (routed) req.url = routed.to; // a rewrite: the URL stays, the file is another
    const target = routed ? new URL(routed.to, 'http://localhost').pathname : pathname;
    for (const [name, value] of Object.entries(headersFor(target))) res.setHeader(name, value);
    if (routed?.status === 404) return notFound(site, req, res, target);
    if (await site.serve(target, req, res)) return;
    if (isHashedAsset(target)) {
      for (const root of options.fallbackRoots?.() ?? []) if (await siteAt(root).serve(target, req, res)) return;
    }
    // A Bangla address has the Bangla 404 page (issue 24 §1), as `_redirects` tells a CDN.
    return notFound(site, req, res, localeOfPath(target) === 'bn' ? '/bn/404/index.html' : '/404.html');
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
        close: async () => {
          await new Promise<void>((done) => {
            server.close(() => done());
            if ('closeAllConnections' in server) server.closeAllConnections();
            for (const session of sessions) session.destroy();
          });
          await siblingsWritten(); // a page's first request may still be compressing it
        },
      });
    });
  });
}

/** One built folder: its files (through sirv) and its `_redirects`. */
interface Site {
  /** Answers `pathname` from the folder's files; false (nothing sent) when it has none for it. */
  serve(pathname: string, req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  routes: RouteLookup;
}

function openSite(root: string): Site {
  const setHeaders = (res: ServerResponse, pathname: string) => {
    // Pagefind's index files and wasm have extensions no MIME table knows; they are bytes for its own code.
    if (/\.(pf_[a-z]+|pagefind)$/.test(pathname)) res.setHeader('Content-Type', 'application/octet-stream');
  };
  // `dev`: files are looked up per request rather than listed once, as a folder may be rebuilt (or
  // given a compressed sibling) under a running server. Hashed files are never revalidated: no ETag.
  const base: Options = { dev: true, brotli: true, gzip: true, extensions: ['html'], setHeaders };
  const revalidated = sirv(root, { ...base, etag: true });
  const immutable = sirv(root, { ...base, etag: false });
  return {
    async serve(pathname, req, res) {
      const encoding = req.headers['accept-encoding']?.startsWith('br') ? 'br' : req.headers['accept-encoding'] ? 'gzip' : undefined;
      const file = encoding && (await fileFor(root, pathname));
      if (file && isCompressible(file)) {
        await ensureSibling(file, encoding).catch((error: unknown) => console.error('[serve-static] not compressed:', file, error));
      }
      let missed = false;
      // Lookups are synchronous in `dev` mode: on return, `next` has been called or the answer begun.
      (res.getHeader('Cache-Control') === IMMUTABLE ? immutable : revalidated)(req, res, () => void (missed = true));
      return !missed;
    },
    routes: hostRoutes(root),
  };
}

/** The file sirv answers `pathname` with (clean URLs: `/a`, `/a.html`, `/a/index.html`), if any. */
async function fileFor(root: string, pathname: string): Promise<string | undefined> {
  const uri = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  for (const candidate of uri ? [uri, `${uri}.html`, `${uri}/index.html`] : ['/index.html']) {
    const path = join(root, candidate);
    if (!path.startsWith(root + sep)) return undefined;
    if ((await stat(path).catch(() => undefined))?.isFile()) return path;
  }
  return undefined;
}

/** The site's 404 page (or `path`, a `_redirects` rule's own) with status 404, or plain text without one. */
async function notFound(site: Site, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
  // sirv answers 200 (or a 304/206 to a conditional or ranged request): this answer is the page, in full, as a 404.
  delete req.headers['if-none-match'];
  delete req.headers['range'];
  req.url = path;
  // Whatever was asked for (a hashed name included), the answer that it is missing may change.
  res.setHeader('Cache-Control', REVALIDATE);
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as ServerResponse['writeHead'];
  if (!(await site.serve(path, req, res))) plain(res, 404, 'Not Found');
}

function plain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(text);
}

/** Files named by their content's hash, which an older release may still hold. */
function isHashedAsset(pathname: string): boolean {
  return pathname.startsWith('/_astro/') || pathname.startsWith('/pagefind/');
}

/** The decoded path of a request URL, or undefined when it cannot be a file path. */
function decodePath(url: string): string | undefined {
  try {
    // The URL parser also folds `..` and `%2e%2e` segments; sirv still keeps lookups under the root.
    const decoded = decodeURIComponent(new URL(url, 'http://localhost').pathname);
    return decoded.includes('\0') ? undefined : decoded;
  } catch {
    return undefined;
  }
}

/**
 * The encodings an `Accept-Encoding` header accepts (`q=0` refuses, `*` stands for the rest), as
 * `negotiator` (express's content negotiation) reads it, handed to sirv as a plain list: sirv
 * looks for the names only, so `br;q=0` would otherwise get brotli.
 */
export function acceptedEncodings(header: string | undefined): string {
  if (!header) return '';
  // Ours first where the shopper's weights tie (brotli is smaller); `identity` needs no sibling.
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  // negotiator 1.x takes `{ preferred }` for ties; @types/negotiator (0.6) does not know it yet.
  const encodings = (negotiator.encodings as (available: string[], options: { preferred: string[] }) => string[]).call(negotiator, ['br', 'gzip'], { preferred: ['br', 'gzip'] });
  return encodings.filter((name) => name !== 'identity').join(', ');
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
