import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';

/*
 * `/media/*` to the API, as the CDN routes it. Written on node:http and node:stream's `pipeline`
 * rather than a proxy library, for a measured reason: `forward` is 26 lines, and what it
 * must do is mostly what a proxy library does the other way round. http-proxy-3 (2.0, the kept
 * rewrite of http-proxy; not installed) passes every request header on (the shopper's cookies and
 * authorization) and every answer header back (the API's own), so it would need a `proxyReq` and a
 * `proxyRes` handler to cut both down to the lists below, plus `debug` and `follow-redirects` as
 * dependencies, for no line saved. The path check (`mediaTarget`) is ours either way.
 */

/**
 * The path and query to forward for a `/media/*` request, or 'refused' when the raw URL starts
 * with `/media` but leaves it once `..`, `%2E%2E`, encoded slashes or backslashes are resolved:
 * only images may reach the API, never `/media/../health` or `/media/..%2Fapi/…`.
 * Undefined: not a media request at all.
 */
export function mediaTarget(rawUrl: string): string | 'refused' | undefined {
  if (!/^\/media(\/|%2f|\\)/i.test(rawUrl)) return undefined;
  let url: URL;
  let decoded: string;
  try {
    url = new URL(rawUrl, 'http://localhost'); // folds `.`/`..` segments, `%2e` spellings included
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return 'refused';
  }
  // Checked on the decoded path too: the origin may decode `%2F` into a separator and walk again.
  const segments = decoded.split(/[/\\]/);
  const unsafe = segments.some((segment) => segment === '..' || segment === '.') || /[\\\0]/.test(decoded);
  return !url.pathname.startsWith('/media/') || unsafe ? 'refused' : `${url.pathname}${url.search}`;
}

/** Answer headers worth passing on from the origin (hop-by-hop ones are not). */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

/**
 * Forwards a GET/HEAD to `target` at `path` (a checked `mediaTarget`), the way the CDN routes `/media/*` to the
 * API: the shop's pages then load their images over the connection they already have.
 */
export function forward(target: string, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(path, target);
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = request(url, { method: req.method, headers }, (answer: IncomingMessage) => {
      // The shopper left before the origin answered (a navigation drops the page's images):
      // `pipeline` into a closed response throws outside any handler, which would end the server.
      if (res.destroyed) return void (answer.destroy(), resolve());
      const passed: Record<string, string | string[]> = {};
      for (const name of PASSED_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) passed[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, passed);
      // Either side failing or closing ends both: a shopper gone mid-image stops the read from the origin.
      pipeline(answer, res, () => resolve());
    });
    upstream.once('error', () => {
      if (!res.destroyed) {
        if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Bad Gateway: the media origin did not answer');
      }
      resolve();
    });
    // Gone while the origin is still thinking: stop asking it.
    res.once('close', () => !res.writableFinished && upstream.destroy());
    upstream.end();
  });
}
