import { errorFromResponse, networkError, unexpectedResponse } from './errors.ts';
import { failure } from './result.ts';
import type {
  ApiClient,
  ApiClientOptions,
  ApiResult,
  HttpClientOptions,
  HttpMethod,
  Query,
  RequestBody,
  RequestOptions,
} from './types.ts';

/** Statuses the client retries (spec §9); each is a failure that a later attempt can get past. */
export const RETRY_STATUSES: readonly number[] = [
  408, // Request Timeout: the server stopped waiting for our request; a fresh attempt usually fits.
  409, // Conflict: a concurrent write held the resource; a read after it settles succeeds.
  425, // Too Early: the server will not process a replayable request yet; a plain retry is accepted.
  429, // Too Many Requests: rate limited; the retry delay lets the window pass.
  500, // Internal Server Error: often transient (a busy database, a worker restarting).
  502, // Bad Gateway: the proxy could not reach the API, typically mid-deploy.
  503, // Service Unavailable: overloaded or briefly in maintenance.
  504, // Gateway Timeout: the upstream was slow once; the next attempt may be quicker.
];

// A write that opted in (an order sent with its Idempotency-Key) is not repeated on a 409: that is
// the server's verdict on the state (stock gone, a move not allowed), not a busy moment.
const WRITE_RETRY_STATUSES = RETRY_STATUSES.filter((status) => status !== 409);

// Only GET is repeated unless a call opts in (`RequestOptions.retry`, for read-only POST searches):
// a repeated POST, PUT, PATCH or DELETE could place an order or cancel a sale twice (spec §9).
const DEFAULT_RETRY = 2;
// Small: a shopper is waiting, and 429/503 windows on this API are short.
const DEFAULT_RETRY_DELAY_MS = 250;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The commerce API client (spec §7): API key, fixed device id, and the token when signed in. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { apiKey, deviceId, headers, ...transport } = options;
  return createHttpClient({ ...transport, headers: { ...headers, 'X-API-KEY': apiKey, 'X-DEVICE-ID': deviceId } });
}

/**
 * The one HTTP client, on the platform's `fetch`: fixed headers, JSON in and out, retries, a
 * timeout per attempt, and results that never throw. Written here rather than on a fetch library
 * (ofetch until issue 11): every page that calls the API ships it, and this is the part of such a
 * library the shop uses, at a third of its bytes (see the closing note of issue 11).
 */
export function createHttpClient(options: HttpClientOptions): ApiClient {
  const { getToken, onUnauthorized } = options;
  const base = options.baseURL.replace(/\/+$/, '');
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const retryDelay = options.retryDelay ?? DEFAULT_RETRY_DELAY_MS;
  const fetchFn = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function request<T>(method: HttpMethod, path: string, call: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    // The body goes as given: the API checks it (a 422 with field errors), with the contract's own
    // request schemas. Checking it here too shipped those schemas with every page that writes.
    const { body } = call;
    const headers = new Headers({ Accept: 'application/json', ...options.headers, ...call.headers });
    const json = isJsonBody(body);
    if (json) headers.set('Content-Type', 'application/json');
    const init: RequestInit = { method, headers, ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as BodyInit) }) };
    const url = `${base}${path}${queryString(call.query)}`;
    const retryOn = method === 'GET' ? RETRY_STATUSES : WRITE_RETRY_STATUSES;
    let retriesLeft = (call.retry ?? method === 'GET') ? (options.retry ?? DEFAULT_RETRY) : 0;

    for (;;) {
      // Read on every attempt, not at creation: the shopper signs in and out while the client lives.
      const token = getToken?.();
      if (token) headers.set('X-AUTH-TOKEN', token);
      else headers.delete('X-AUTH-TOKEN');
      let response: Response;
      let answer: unknown;
      try {
        response = await fetchFn(url, { ...init, signal: attemptSignal(call.signal, timeout) });
        answer = await readBody(response);
      } catch {
        // Refused, offline, timed out (retried), or cancelled by the caller (never retried).
        if (call.signal?.aborted || retriesLeft-- <= 0) return failure(networkError());
        await pause(retryDelay);
        continue;
      }
      if (response.ok) {
        if (!call.schema) return { ok: true, status: response.status, body: answer as T };
        const parsed = await call.schema['~standard'].validate(answer);
        return parsed.issues ? failure(unexpectedResponse()) : { ok: true, status: response.status, body: parsed.value };
      }
      // Only a call that carried a token can end a session: a guest's 401 is about the API key.
      if (response.status === 401 && token) onUnauthorized?.();
      if (!retryOn.includes(response.status) || retriesLeft-- <= 0) {
        return failure(errorFromResponse(response.status, answer, response.headers.get('Retry-After')));
      }
      await pause(retryDelay);
    }
  }

  return { request };
}

// Plain data goes as JSON; FormData, Blob, URLSearchParams and strings go as they are.
function isJsonBody(body: RequestBody | undefined): boolean {
  return body !== undefined && typeof body !== 'string' && !(body instanceof FormData) && !(body instanceof Blob) && !(body instanceof URLSearchParams);
}

/** `?a=1&tag=x&tag=y`: an array repeats its key; null and undefined are left out, as callers mean. */
function queryString(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A body parsed when it is JSON, else its text (an HTML error page of a proxy); none for 204. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text, withoutPollution);
  } catch {
    return text;
  }
}

// Keys that could reach prototypes when an answer is later spread or merged are dropped.
function withoutPollution(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)) return undefined;
  return value;
}

/** Each attempt's own timeout, joined to the caller's signal where the browser can (`AbortSignal.any`). */
function attemptSignal(signal: AbortSignal | undefined, timeout: number): AbortSignal {
  const expiry = AbortSignal.timeout(timeout);
  if (!signal) return expiry;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, expiry]) : signal;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
