import { CATALOG_KEY, CATALOG_SECRET, CATALOG_URL } from 'astro:env/server';
import { PUBLIC_API_KEY, PUBLIC_API_URL, PUBLIC_DEVICE_ID } from 'astro:env/client';
import { createApiClient, createCatalogClient, type ApiResult } from '../lib/api/index.ts';

/** The build's client of the main API (same key and device id the browser sends). */
export const buildClient = createApiClient({
  baseURL: PUBLIC_API_URL,
  apiKey: PUBLIC_API_KEY,
  deviceId: PUBLIC_DEVICE_ID,
});

/** The build's client of the store catalogue service; its key pair never leaves the build. */
export const catalogClient = createCatalogClient({
  baseURL: CATALOG_URL ?? `${PUBLIC_API_URL}/api/v3/store`,
  key: CATALOG_KEY,
  secret: CATALOG_SECRET,
});

/** Unwraps a result at build time: a failed call fails the build, loudly, rather than ship an empty shop. */
export function orFail<T>(what: string, result: ApiResult<T>): T {
  if (result.ok) return result.body;
  throw new Error(`Build could not load ${what}: ${result.status} ${result.error.message}`);
}
