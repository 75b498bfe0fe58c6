import { createBrowserClient, type SessionHooks } from '../lib/api/browser-client.ts';
import type { ApiClient } from '../lib/api/types.ts';
import { sessionRefused } from './auth.ts';
import { $sessionToken } from './session.ts';

/**
 * How the client follows the session: the stored token on each request; a 401 to it ends the whole
 * session on this device (token, user, profile) and the next page says so once.
 */
export const sessionHooks: SessionHooks = { getToken: () => $sessionToken.get(), onUnauthorized: sessionRefused };

let client: ApiClient | undefined;

/**
 * The commerce API client every store calls through: the session's token on each request, and a
 * 401 to a call made with it ends the session. Created on first use, so a page that never calls
 * the API never builds one.
 */
export function apiClient(): ApiClient {
  client ??= createBrowserClient(sessionHooks);
  return client;
}

/** Replaces the client stores call through (tests point it at a local server); undefined restores the default. */
export function setApiClient(next: ApiClient | undefined): void {
  client = next;
}
