import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { StaticServer } from '../../../scripts/serve-static.ts';

/** What a raw request got back. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A raw request: no automatic Accept-Encoding or path normalisation, unlike fetch. */
export function request(server: StaticServer, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: init.method ?? 'GET', headers: init.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.once('error', reject);
    req.end();
  });
}
