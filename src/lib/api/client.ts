import { FetchError, ofetch, type FetchOptions } from 'ofetch';
import * as v from 'valibot';
import { errorFromResponse, invalidInput, networkError, unexpectedResponse } from './errors.ts';
import { failure } from './result.ts';
import type {
  ApiClient,
  ApiClientOptions,
  ApiError,
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

const WRITE_RETRY_STATUSES = RETRY_STATUSES.filter((status) => status !== 409);

// Only GET is repeated unless a call opts in (`RequestOptions.retry`, for read-only POST searches).
// A repeated POST, PUT, PATCH or DELETE could place an order or cancel a sale twice (spec §9), so
// those get `retry: false` explicitly: ofetch would retry any method once a retry count is set.
const RETRYABLE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET']);

const DEFAULT_RETRY = 2;
// Small: a shopper is waiting, and 429/503 windows on this API are short.
const DEFAULT_RETRY_DELAY_MS = 250;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The commerce API client (spec §7): API key, fixed device id, and the token when signed in. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { apiKey, deviceId, headers, ...transport } = options;
  return createHttpClient({ ...transport, headers: { ...headers, 'X-API-KEY': apiKey, 'X-DEVICE-ID': deviceId } });
}

/** The one ofetch wrapper: fixed headers, retries, timeout, and results that never throw. */
export function createHttpClient(options: HttpClientOptions): ApiClient {
  const retry = options.retry ?? DEFAULT_RETRY;
  const { getToken, onUnauthorized } = options;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT_MS;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      headers: options.headers ?? {},
      timeout,
      retryDelay: options.retryDelay ?? DEFAULT_RETRY_DELAY_MS,
      retryStatusCodes: [...RETRY_STATUSES],
      onRequest({ options: request }) {
        // Read on every attempt, not at creation: the shopper signs in and out while the client lives.
        const token = getToken?.();
        if (token) request.headers.set('X-AUTH-TOKEN', token);
        else request.headers.delete('X-AUTH-TOKEN');
      },
      onResponseError({ response, options: request }) {
        // Only a call that carried a token can end a session: a guest's 401 is about the API key.
        if (response.status === 401 && request.headers.has('X-AUTH-TOKEN')) onUnauthorized?.();
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function request<T>(method: HttpMethod, path: string, call: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    const retries = (call.retry ?? RETRYABLE_METHODS.has(method)) ? retry : false;
    const init: FetchOptions<'json'> = { method, retry: retries, ...withSignal(call.signal, timeout) };
    // A write that opted in (an order sent with its Idempotency-Key) is not repeated on a 409: that
    // is the server's verdict on the state (stock gone, a move not allowed), not a busy moment.
    if (retries !== false && method !== 'GET') init.retryStatusCodes = WRITE_RETRY_STATUSES;
    if (call.query) init.query = withoutEmpty(call.query);
    if (call.headers) init.headers = call.headers;
    // ofetch's body type predates readonly arrays; the value is serialised the same way.
    let body = call.body;
    if (call.bodySchema) {
      const checked = v.safeParse(call.bodySchema, body);
      if (!checked.success) return failure(invalidInput(checked.issues));
      body = checked.output as RequestBody;
    }
    if (body !== undefined) init.body = body as NonNullable<FetchOptions['body']>;
    try {
      const response = await $fetch.raw<unknown>(path, init);
      const body: unknown = response._data;
      if (!call.schema) return { ok: true, status: response.status, body: body as T };
      const parsed = await call.schema['~standard'].validate(body);
      return parsed.issues ? failure(unexpectedResponse()) : { ok: true, status: response.status, body: parsed.value };
    } catch (error) {
      return failure(toApiError(error));
    }
  }

  return { request };
}

/** Normalises whatever a call threw; anything without a response counts as a network failure. */
export function toApiError(error: unknown): ApiError {
  const response = error instanceof FetchError ? error.response : undefined;
  return response ? errorFromResponse(response.status, response._data, response.headers.get('Retry-After')) : networkError();
}

/*
 * A caller's signal replaces ofetch's own timeout signal, so the timeout is joined to it where the
 * browser can (`AbortSignal.any`). `timeout: 0` tells ofetch an abort is the caller's: not retried.
 */
function withSignal(signal: AbortSignal | undefined, timeout: number): Pick<FetchOptions, 'signal' | 'timeout'> {
  if (!signal) return {};
  const joined = typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, AbortSignal.timeout(timeout)]) : signal;
  return { signal: joined, timeout: 0 };
}

// ofetch would write a bare `?key` for null; leaving the parameter out is what callers mean.
function withoutEmpty(query: Query): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
}
