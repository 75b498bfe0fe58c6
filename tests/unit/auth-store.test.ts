import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { fetchCustomer } from '../../src/lib/api/customers.ts';
import { apiClient, sessionHooks, setApiClient } from '../../src/stores/api-client.ts';
import { $auth, $currentUser, $profile, firstName, sessionRefused, signedIn, signedOut, takeSessionEndedNotice } from '../../src/stores/auth.ts';
import { signInWithPassword, signOutEverywhereHere, signUpAndSignIn } from '../../src/stores/auth-actions.ts';
import { $sessionToken } from '../../src/stores/session.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The auth state of spec §3 over a test storage engine; its actions against the real reference API.
const api = useReferenceApi();
useTestStorageEngine();
const sessionStore = new Map<string, string>();
beforeAll(() => {
  setApiClient(createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1, ...sessionHooks }));
  // Node has no sessionStorage: a stand-in with its two calls the store uses.
  Object.assign(globalThis, { sessionStorage: { getItem: (k: string) => sessionStore.get(k) ?? null, setItem: (k: string, v: string) => sessionStore.set(k, v), removeItem: (k: string) => sessionStore.delete(k) } });
});
afterAll(() => setApiClient(undefined));
afterEach(() => {
  cleanTestStorage();
  cleanStores($auth, $currentUser, $profile, $sessionToken);
  sessionStore.clear();
});

const answer = {
  user: { userId: 7, email: 'rahim@example.com', name: 'Rahim Uddin', authToken: 'token-7' },
  profile: { name: 'Rahim Uddin', userId: 7, imageUrl: null, subscriptionStatus: 'unsubscribed' as const },
};

describe('$auth', () => {
  it('stores token, user and profile under their keys on sign-in, and is authenticated (spec §3, §4)', () => {
    const stop = $auth.listen(() => {});
    signedIn(answer);
    expect($auth.get()).toEqual({ currentUser: { userId: 7, email: 'rahim@example.com', name: 'Rahim Uddin' }, token: 'token-7', profile: answer.profile, isAuthenticated: true });
    const stored = getTestStorage();
    expect(stored['token']).toBe('token-7');
    expect(JSON.parse(stored['user']!)).toEqual({ userId: 7, email: 'rahim@example.com', name: 'Rahim Uddin' });
    expect(stored['user']).not.toContain('token-7'); // the token is kept once, under `token`
    stop();
  });

  it('reads junk in storage as signed out, without an error', () => {
    setTestStorageKey('token', 'token-7');
    setTestStorageKey('user', '{not json');
    setTestStorageKey('profile', JSON.stringify({ name: 1 }));
    const stop = $auth.listen(() => {});
    expect($auth.get().isAuthenticated).toBe(false);
    expect($auth.get().currentUser).toBeNull();
    stop();
  });

  it('is signed out when the stored user and profile belong to different customers', () => {
    setTestStorageKey('token', 'token-7');
    setTestStorageKey('user', JSON.stringify(answer.user));
    setTestStorageKey('profile', JSON.stringify({ ...answer.profile, userId: 8 }));
    const stop = $auth.listen(() => {});
    expect($auth.get().isAuthenticated).toBe(false);
    stop();
  });

  it('follows a sign-out in another tab', () => {
    const stop = $auth.listen(() => {});
    signedIn(answer);
    setTestStorageKey('token', undefined);
    expect($auth.get().isAuthenticated).toBe(false);
    stop();
  });

  it('signing out clears token, user and profile and nothing else', () => {
    setTestStorageKey('cart', '{"version":2,"items":[],"coupon":null}');
    signedIn(answer);
    signedOut();
    expect(getTestStorage()).toEqual({ cart: '{"version":2,"items":[],"coupon":null}' });
  });

  it('a session the API refused is signed out and told once', () => {
    signedIn(answer);
    sessionRefused();
    expect($auth.get().isAuthenticated).toBe(false);
    expect(takeSessionEndedNotice()).toBe(true);
    expect(takeSessionEndedNotice()).toBe(false);
  });
});

describe('firstName', () => {
  it('greets by the first word of the name', () => {
    expect(firstName('  Rahim   Uddin ')).toBe('Rahim');
    expect(firstName('Nusrat')).toBe('Nusrat');
  });
});

describe('auth actions against the reference API', () => {
  const email = `shopper-${Date.now()}@example.com`;

  it('signs up and in at once, then signs out: the token is revoked on the server and cleared here', async () => {
    const stop = $auth.listen(() => {});
    const up = await signUpAndSignIn({ name: 'Nusrat Jahan', email, password: 'long enough' });
    expect(up.code).toBe('ok');
    const token = $auth.get().token!;
    expect($auth.get()).toMatchObject({ isAuthenticated: true, currentUser: { email } });
    expect((await send(api, 'GET', '/api/customers', { token })).status).toBe(200);

    await signOutEverywhereHere();
    expect($auth.get().isAuthenticated).toBe(false);
    expect((await send(api, 'GET', '/api/customers', { token })).status).toBe(401);
    stop();
  });

  it('signs out here even when the server cannot be reached', async () => {
    signedIn({ ...answer, user: { ...answer.user, authToken: 'a-token-for-nowhere' } });
    // A port nothing listens on: the revoke fails at once, and the session still ends here.
    setApiClient(createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1, ...sessionHooks }));
    try {
      await signOutEverywhereHere();
      expect($auth.get().isAuthenticated).toBe(false);
    } finally {
      setApiClient(createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1, ...sessionHooks }));
    }
  });

  it('signs in with the right password; a wrong one stores nothing and reads auth_error', async () => {
    const wrong = await signInWithPassword({ email, password: 'not the one' });
    expect(wrong.code).toBe('auth_error');
    expect(getTestStorage()).not.toHaveProperty('token');
    const right = await signInWithPassword({ email, password: 'long enough' });
    expect(right.code).toBe('ok');
    expect($sessionToken.get()).toBeTruthy();
  });

  it('a call answered 401 with a stored token ends the session here, and says so once', async () => {
    signedIn({ ...answer, user: { ...answer.user, authToken: 'revoked-or-unknown' } });
    expect((await fetchCustomer(apiClient())).code).toBe('auth_error');
    expect($auth.get().isAuthenticated).toBe(false);
    expect(getTestStorage()).not.toHaveProperty('user');
    expect(takeSessionEndedNotice()).toBe(true);
  });
});
