import type { z } from 'zod';
import type { ApiClient, ApiResult, Query, RequestBody } from './types.ts';

// The generic item calls of spec §7, shared by resources that have no dedicated function yet.
// Each takes an optional schema so a caller can type and check the answer in the same step.

/** Creates an item: `POST {endpoint}`. */
export function createItem<T = unknown>(
  client: ApiClient,
  endpoint: string,
  body: RequestBody,
  schema?: z.ZodType<T>,
): Promise<ApiResult<T>> {
  return client.request('POST', endpoint, { body, schema });
}

/** Updates an item: `PUT {endpoint}`. */
export function updateItem<T = unknown>(
  client: ApiClient,
  endpoint: string,
  body: RequestBody,
  schema?: z.ZodType<T>,
): Promise<ApiResult<T>> {
  return client.request('PUT', endpoint, { body, schema });
}

/** Finds items: `GET {endpoint}?{query}`. */
export function findItems<T = unknown>(
  client: ApiClient,
  endpoint: string,
  query: Query = {},
  schema?: z.ZodType<T>,
): Promise<ApiResult<T>> {
  return client.request('GET', endpoint, { query, schema });
}

/** Searches items: `POST {endpoint}/search` with the criteria in the body (e.g. size, page, textParams). */
export function searchItems<T = unknown>(
  client: ApiClient,
  endpoint: string,
  body: RequestBody,
  schema?: z.ZodType<T>,
): Promise<ApiResult<T>> {
  return client.request('POST', `${endpoint.replace(/\/+$/, '')}/search`, { body, schema });
}

/** Deletes items: `DELETE {endpoint}?{query}`. */
export function deleteItems<T = unknown>(
  client: ApiClient,
  endpoint: string,
  query: Query = {},
  schema?: z.ZodType<T>,
): Promise<ApiResult<T>> {
  return client.request('DELETE', endpoint, { query, schema });
}
