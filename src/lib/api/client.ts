import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import { errorFromResponse, networkError, unexpectedResponse } from './errors.ts';
import { failure } from './result.ts';
import { getLocale } from '../../paraglide/runtime.js';
import type { ApiClient, ApiClientOptions, ApiError, ApiResult, HttpClientOptions, HttpMethod, Query, RequestOptions } from './types.ts';

/** Statuses the client retries (spec §9); each is a failure that a later attempt can get past. */
export const RETRY_STATUSES: readonly number[] = [
  408, // Request Timeout: the server stopped waiting for our request; a fresh attempt usually fits.
  409, // Conflict: a concurrent write held the resource; a read after it settles succeeds.
  425, // Too Early: the server will not process a replayable request yet; a plain retry is accepted.
  429, // Too Many Requests: rate limited; the retry delay lets the window pass.
  500, // Internal Server Error: often transient (a busy database, a worker restarting). Also what
  //      ofetch counts a request with no answer as (refused, offline, timed out): retried alike.
  502, // Bad Gateway: the proxy could not reach the API, typically mid-deploy.
  503, // Service Unavailable: overloaded or briefly in maintenance.
  504, // Gateway Timeout: the upstream was slow once; the next attempt may be quicker.
];

// A write that opted in (an order sent with its Idempotency-Key) is not repeated on a 409: that is
// the server's verdict on the state (stock gone, a move not allowed), not a busy moment.
const WRITE_RETRY_STATUSES = RETRY_STATUSES.filter((status) => status !== 409);

const DEFAULT_RETRY = 2;
// Small: a shopper is waiting, and 429/503 windows on this API are short.
const DEFAULT_RETRY_DELAY_MS = 250;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The commerce API client (spec §7): API key, fixed device id, and the token when signed in. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { apiKey, deviceId, headers, ...transport } = options;
  return createHttpClient({ ...transport, headers: { ...headers, 'X-API-KEY': apiKey, 'X-DEVICE-ID': deviceId } });
}

/** What one call hands the instance's hooks: the caller's signal, kept apart from each attempt's own. */
interface CallOptions extends FetchOptions<'json'> {
  callerSignal?: AbortSignal | undefined;
}

/**
 * The one HTTP client: one ofetch instance (`ofetch.create`) with the base URL, the fixed headers,
 * the retry rules and the hooks, and a thin layer over it whose results never throw.
 */
export function createHttpClient(options: HttpClientOptions): ApiClient {
  const { getToken, onUnauthorized } = options;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const retry = options.retry ?? DEFAULT_RETRY;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      headers: { Accept: 'application/json', ...options.headers },
      retryDelay: options.retryDelay ?? DEFAULT_RETRY_DELAY_MS,
      retryStatusCodes: [...RETRY_STATUSES],
      // ofetch calls this before every attempt, its retries included.
      onRequest({ options: attempt }) {
        // Read on every attempt, not at creation: the shopper signs in and out while the client lives.
        const token = getToken?.();
        if (token) attempt.headers.set('X-AUTH-TOKEN', token);
        else attempt.headers.delete('X-AUTH-TOKEN');
        attempt.signal = attemptSignal((attempt as CallOptions).callerSignal, timeout);
        // The page's language, not the browser's: the API writes its texts and e-mails (a sign-in
        // code, an order's messages) in the language the shopper is using the shop in (issue 24 §2).
        attempt.headers.set('Accept-Language', getLocale());
      },
      onResponseError({ response, options: attempt }) {
        // Only a call that carried a token can end a session: a guest's 401 is about the API key.
        if (response.status === 401 && attempt.headers.has('X-AUTH-TOKEN')) onUnauthorized?.();
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function request<T>(method: HttpMethod, path: string, call: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    // Only GET is repeated unless a call opts in (read-only POST searches, an order under its
    // Idempotency-Key): a repeated POST, PUT, PATCH or DELETE could place an order or cancel a sale
    // twice (spec §9). ofetch would repeat any method once given a count, so writes get `false`.
    const retries = (call.retry ?? method === 'GET') ? retry : false;
    const init: CallOptions = { method, retry: retries, callerSignal: call.signal };
    if (retries !== false && method !== 'GET') init.retryStatusCodes = [...WRITE_RETRY_STATUSES];
    if (call.query) init.query = withoutEmpty(call.query);
    if (call.headers) init.headers = call.headers;
    // The body goes as given, plain data as JSON (ofetch's rule): the API checks it with the
    // contract's request schemas (a 422 with field errors); checking here too would ship them.
    if (call.body !== undefined) init.body = call.body as NonNullable<FetchOptions['body']>;
    let response;
    try {
      response = await $fetch.raw<unknown>(path, init);
    } catch (error) {
      return failure(toApiError(error));
    }
    // ofetch parsed a JSON answer with `destr`, which drops `__proto__` and `constructor` keys
    // (prototype pollution); anything else (a proxy's HTML page) is its text.
    const body: unknown = response._data;
    if (!call.schema) return { ok: true, status: response.status, body: body as T };
    const parsed = await call.schema['~standard'].validate(body);
    return parsed.issues ? failure(unexpectedResponse()) : { ok: true, status: response.status, body: parsed.value };
  }

  return { request };
}

/** What a call threw, normalised: an error status with its body, or no answer at all (a network error). */
function toApiError(error: unknown): ApiError {
  const response = error instanceof FetchError ? error.response : undefined;
  return response ? errorFromResponse(response.status, response._data, response.headers.get('Retry-After')) : networkError();
}

/*
 * Each attempt's own timeout, joined to the caller's signal where the browser can (`AbortSignal.any`).
 * Set here rather than with ofetch's `timeout` option, which in ofetch 1.5 times the first attempt
 * only: its retries reuse that attempt's signal (already aborted after a timeout, so the retry
 * fails at once; or with its timer cleared, so the retry may hang), a call with a signal gets no
 * timeout at all, and with `timeout` set a caller's abort is retried. Without that option ofetch
 * never retries an abort (`AbortError`) and retries a timeout (`TimeoutError`), as spec §9 wants.
 * tests/unit/api-client-wire.test.ts holds each of these.
 */
function attemptSignal(caller: AbortSignal | undefined, ms: number): AbortSignal {
  const expiry = AbortSignal.timeout(ms);
  if (!caller) return expiry;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([caller, expiry]) : caller;
}

// ofetch would write a bare `?key` for null; leaving the parameter out is what callers mean.
function withoutEmpty(query: Query): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
}
