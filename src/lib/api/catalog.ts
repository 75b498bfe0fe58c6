import * as v from 'valibot';
import { categoryListSchema, categorySchema } from '../contract/category.ts';
import type { Category } from '../contract/category.ts';
import { createHttpClient } from './client.ts';
import { mapResult } from './result.ts';
import type { ApiResult, HttpClientOptions } from './types.ts';

/** Options of the store catalogue service: its v3 store API base URL and Basic auth key pair. */
export interface CatalogClientOptions extends Omit<HttpClientOptions, 'headers' | 'getToken'> {
  key: string;
  secret: string;
}

/** The catalogue calls of spec §7 (store catalogue service). */
export interface CatalogClient {
  /** All categories, in display order: `GET /products/categories`. */
  listCategories(): Promise<ApiResult<Category[]>>;
  /** One category: `GET /products/categories/{id}`. */
  getCategory(id: number): Promise<ApiResult<Category>>;
}

const categoryListBodySchema = v.object({ list: categoryListSchema });

/**
 * Client of the store catalogue service. Build side only: the key pair must never reach `dist/`
 * (DESIGN.md), so pass it from a server-side secret.
 */
export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const { key, secret, ...transport } = options;
  const client = createHttpClient({ ...transport, headers: { Authorization: basicAuth(key, secret) } });
  return {
    async listCategories() {
      const result = await client.request('GET', '/products/categories', { schema: categoryListBodySchema });
      return mapResult(result, (body) => body.list);
    },
    getCategory(id) {
      return client.request('GET', `/products/categories/${encodeURIComponent(String(id))}`, { schema: categorySchema });
    },
  };
}

// `btoa` only takes Latin-1, so encode as UTF-8 first; works in Node and in browsers alike.
function basicAuth(key: string, secret: string): string {
  const bytes = new TextEncoder().encode(`${key}:${secret}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}
