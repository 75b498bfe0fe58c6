import { ofetch, type FetchOptions } from 'ofetch';
import { toApiError, unexpectedResponse } from './errors.ts';
import type {
  ApiClient,
  ApiClientOptions,
  ApiError,
  ApiResult,
  HttpClientOptions,
  HttpMethod,
  Query,
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

// Only GET is repeated. A repeated POST, PUT, PATCH or DELETE could place an order or cancel a
// sale twice (spec §9), so those get `retry: false` explicitly: ofetch would retry any method
// once a retry count is set.
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
  const { getToken } = options;
  const $fetch = ofetch.create(
    {
      baseURL: options.baseURL,
      headers: options.headers ?? {},
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      retryDelay: options.retryDelay ?? DEFAULT_RETRY_DELAY_MS,
      retryStatusCodes: [...RETRY_STATUSES],
      onRequest({ options: request }) {
        // Read on every attempt, not at creation: the shopper signs in and out while the client lives.
        const token = getToken?.();
        if (token) request.headers.set('X-AUTH-TOKEN', token);
        else request.headers.delete('X-AUTH-TOKEN');
      },
    },
    options.fetch ? { fetch: options.fetch } : {},
  );

  async function request<T>(method: HttpMethod, path: string, call: RequestOptions<T> = {}): Promise<ApiResult<T>> {
    const init: FetchOptions<'json'> = { method, retry: RETRYABLE_METHODS.has(method) ? retry : false };
    if (call.query) init.query = withoutEmpty(call.query);
    // ofetch's body type predates readonly arrays; the value is serialised the same way.
    if (call.body !== undefined) init.body = call.body as NonNullable<FetchOptions['body']>;
    try {
      const response = await $fetch.raw<unknown>(path, init);
      const body: unknown = response._data;
      if (!call.schema) return { ok: true, status: response.status, body: body as T };
      const parsed = call.schema.safeParse(body);
      return parsed.success ? { ok: true, status: response.status, body: parsed.data } : failure(unexpectedResponse());
    } catch (error) {
      return failure(toApiError(error));
    }
  }

  return { request };
}

/** A failed result carrying its normalised error. */
export function failure<T>(error: ApiError): ApiResult<T> {
  return { ok: false, status: error.status, error };
}

/** Reshapes a successful body and passes a failure through untouched. */
export function mapResult<A, B>(result: ApiResult<A>, reshape: (body: A) => B): ApiResult<B> {
  return result.ok ? { ok: true, status: result.status, body: reshape(result.body) } : result;
}

// ofetch would write a bare `?key` for null; leaving the parameter out is what callers mean.
function withoutEmpty(query: Query): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== null));
}
