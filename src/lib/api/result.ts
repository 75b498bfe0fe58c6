import type { ApiError, ApiResult } from './types.ts';

/*
 * Building and reshaping results. Apart from `client.ts` (the HTTP client) so that code that
 * only fetches the site's own files (`payloads.ts`) never loads the API client into a page.
 */

/** A failed result carrying its normalised error. */
export function failure<T>(error: ApiError): ApiResult<T> {
  return { ok: false, status: error.status, error };
}

/** Reshapes a successful body and passes a failure through untouched. */
export function mapResult<A, B>(result: ApiResult<A>, reshape: (body: A) => B): ApiResult<B> {
  return result.ok ? { ok: true, status: result.status, body: reshape(result.body) } : result;
}
