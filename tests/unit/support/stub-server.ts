import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** A request the stub received. */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
/**
 * What the stub answers: a status and JSON body, raw text (sent as `text/html` unless `type` says
 * otherwise; `type: null` sends no Content-Type), or nothing ever ('hang').
 */
export type StubReply = { status: number; body?: unknown; text?: string; type?: string | null } | 'hang';

/** A stub HTTP server the calling test file runs against (a real socket: nothing about fetch is mocked). */
export interface StubServer {
  readonly baseURL: string;
  /** Every request received since the test began. */
  readonly seen: SeenRequest[];
  /** Sets the answer to each request (`nth` counts from 1 within the test); default 200 `{ hello: 'world' }`. */
  reply(answer: (request: SeenRequest, nth: number) => StubReply | Promise<StubReply>): void;
}

/** Starts a recording stub server for the calling test file; call it at the top level. */
export function useStubServer(): StubServer {
  const seen: SeenRequest[] = [];
  let answer: (request: SeenRequest, nth: number) => StubReply | Promise<StubReply> = () => ({ status: 200, body: { hello: 'world' } });
  let baseURL = '';
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', async () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body };
      seen.push(request);
      const reply = await answer(request, seen.length);
      if (reply === 'hang') return;
      const type = reply.type === undefined ? (reply.text === undefined ? 'application/json' : 'text/html') : reply.type;
      res.writeHead(reply.status, type === null ? {} : { 'content-type': type });
      res.end(reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
    });
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections(); // ends deliberately hung requests
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    seen.length = 0;
    answer = () => ({ status: 200, body: { hello: 'world' } });
  });
  return {
    get baseURL() { return baseURL; },
    seen,
    reply(next) { answer = next; },
  };
}
