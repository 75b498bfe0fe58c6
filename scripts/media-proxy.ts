import { request } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answer headers worth passing on from the origin (hop-by-hop ones are not). */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'vary'];

/**
 * Forwards a GET/HEAD to `target` (same path and query), the way the CDN routes `/media/*` to the
 * API: the shop's pages then load their images over the connection they already have.
 */
export function forward(target: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', target);
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    for (const name of ['if-none-match', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = request(url, { method: req.method, headers }, (answer: IncomingMessage) => {
      const passed: Record<string, string | string[]> = {};
      for (const name of PASSED_HEADERS) {
        const value = answer.headers[name];
        if (value !== undefined) passed[name] = value;
      }
      res.writeHead(answer.statusCode ?? 502, passed);
      answer.pipe(res).once('finish', resolve);
      answer.once('error', () => (res.destroy(), resolve()));
    });
    upstream.once('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Bad Gateway: the media origin did not answer');
      resolve();
    });
    upstream.end();
  });
}
