/** The HTTP methods the commerce API uses (spec §7). */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One query parameter value; `null` and `undefined` are left out of the URL. */
export type QueryValue = string | number | boolean | null | undefined;

/** Query parameters of a call; an array repeats the key (`?id=1&id=2`). */
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * A request body: plain data (sent as JSON), or a native body such as `FormData`, sent as it is. A
 * string is taken to be JSON already (ofetch's rule: it goes as it is, labelled `application/json`).
 */
export type RequestBody = Record<string, unknown> | readonly unknown[] | FormData | Blob | URLSearchParams | string;

/**
 * An error normalised once (spec §8): `fieldErrors` holds the first message per dotted path of
 * a 422; `network` means no answer came back; `showable` says the UI may show `message` as is.
 */
export interface ApiError {
  status: number;
  message: string;
  fieldErrors: Record<string, string>;
  showable: boolean;
  network: boolean;
  /** Seconds the server asked us to wait (`Retry-After` of a 429 or 503), when it said. */
  retryAfter?: number;
}

/** What every call resolves to: it never throws, so callers branch on `ok`, not on try/catch. */
export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; error: ApiError };

/** The part of a Standard Schema (valibot's, or any other library's) the client needs. */
export interface AnswerSchema<T> {
  readonly '~standard': {
    validate(value: unknown): StandardResult<T> | Promise<StandardResult<T>>;
    readonly types?: { readonly output: T } | undefined;
  };
}
type StandardResult<T> = { readonly value: T; readonly issues?: undefined } | { readonly issues: readonly unknown[] };

/** Per-call options; `schema` validates (and types) a successful body. */
export interface RequestOptions<T> {
  query?: Query | undefined;
  body?: RequestBody | undefined;
  schema?: AnswerSchema<T> | undefined;
  /** Cancels the call (a search the shopper has moved on from); it then fails as a network error. */
  signal?: AbortSignal | undefined;
  /**
   * Whether the call is retried on the statuses of `RETRY_STATUSES`. Default: GET only. A read-only
   * POST search may opt in; a write must not (it could place an order twice, spec §9).
   */
  retry?: boolean | undefined;
  /** Headers of this call only (an order's `Idempotency-Key`). */
  headers?: Record<string, string> | undefined;
}

/** The one method every endpoint function is written against. */
export interface ApiClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions<T>): Promise<ApiResult<T>>;
}

/** Transport settings shared by the commerce API and the catalogue service. */
export interface HttpClientOptions {
  baseURL: string;
  /** Fixed headers sent with every request (API key, device id, Basic auth). */
  headers?: Record<string, string>;
  /** Read before each request; a non-empty value is sent as `X-AUTH-TOKEN`. */
  getToken?: () => string | null | undefined;
  /** Called when a call sent with a token is answered 401: the session is over (spec §8). */
  onUnauthorized?: () => void;
  /** How many times a request that may be repeated is retried; default 2. */
  retry?: number;
  /** Milliseconds between retries; default 250. */
  retryDelay?: number;
  /** Milliseconds before an attempt is abandoned (then retried, or a network error); default 10 000. */
  timeout?: number;
  /** The `fetch` ofetch sends with (tests); default the platform's. */
  fetch?: typeof fetch;
}

/** Options of the commerce API client (spec §7: X-API-KEY, a fixed X-DEVICE-ID, X-AUTH-TOKEN). */
export interface ApiClientOptions extends HttpClientOptions {
  apiKey: string;
  deviceId: string;
}
