import { PUBLIC_API_KEY, PUBLIC_API_URL, PUBLIC_DEVICE_ID } from 'astro:env/client';
import { createApiClient } from './client.ts';
import type { ApiClient, HttpClientOptions } from './types.ts';

/** How the browser's client learns of the session: its token, and whom to tell when it is refused. */
export type SessionHooks = Pick<HttpClientOptions, 'getToken' | 'onUnauthorized'>;

/** The browser's client of the commerce API: the public key, the fixed device id, the session's token. */
export function createBrowserClient(session: SessionHooks): ApiClient {
  return createApiClient({
    baseURL: PUBLIC_API_URL,
    apiKey: PUBLIC_API_KEY,
    deviceId: PUBLIC_DEVICE_ID,
    timeout: 8000,
    ...session,
  });
}
