import { PUBLIC_API_KEY, PUBLIC_API_URL, PUBLIC_DEVICE_ID } from 'astro:env/client';
import { createApiClient } from './client.ts';

/** Where a signed-in customer's token is kept (spec §4: the session lives in localStorage). */
const TOKEN_KEY = 'token';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // storage blocked (private mode, policy): browse as a guest
  }
}

/** The browser's client of the commerce API: the public key, the fixed device id, the token when signed in. */
export const browserClient = createApiClient({
  baseURL: PUBLIC_API_URL,
  apiKey: PUBLIC_API_KEY,
  deviceId: PUBLIC_DEVICE_ID,
  getToken: storedToken,
  timeout: 8000,
});
