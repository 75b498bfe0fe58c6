import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { apiClient, sessionHooks, setApiClient } from '../../src/stores/api-client.ts';
import { $sessionToken, endSession, startSession } from '../../src/stores/session.ts';
import { useStubServer } from './support/stub-server.ts';

const stub = useStubServer();
useTestStorageEngine();
afterEach(() => {
  cleanTestStorage();
  cleanStores($sessionToken);
});

describe('$sessionToken', () => {
  it('keeps the token under `token` as plain text (spec §4), and removes it when the session ends', () => {
    const stop = $sessionToken.listen(() => {});
    startSession('abc');
    expect(getTestStorage()['token']).toBe('abc');
    endSession();
    expect(getTestStorage()).not.toHaveProperty('token');
    expect($sessionToken.get()).toBeUndefined();
    stop();
  });
  it('follows a sign-in or sign-out in another tab', () => {
    const stop = $sessionToken.listen(() => {});
    setTestStorageKey('token', 'from-another-tab');
    expect($sessionToken.get()).toBe('from-another-tab');
    setTestStorageKey('token', undefined);
    expect($sessionToken.get()).toBeUndefined();
    stop();
  });
});

describe('sessionHooks', () => {
  const client = () => createApiClient({ baseURL: stub.baseURL, apiKey: 'k', deviceId: 'd', retryDelay: 1, ...sessionHooks });

  it('sends the session’s token with each request', async () => {
    startSession('token-1');
    await client().request('GET', '/api/customers');
    expect(stub.seen[0]?.headers['x-auth-token']).toBe('token-1');
  });
  it('ends the session when a call made with its token is answered 401', async () => {
    startSession('expired');
    stub.reply(() => ({ status: 401, body: { message: 'Session expired' } }));
    await client().request('GET', '/api/customers');
    expect($sessionToken.get()).toBeUndefined();
  });
});

describe('setApiClient', () => {
  it('replaces the client stores call through, and undefined brings back the default', () => {
    const injected = client();
    setApiClient(injected);
    expect(apiClient()).toBe(injected);
    setApiClient(undefined);
    expect(apiClient()).not.toBe(injected);
  });
  function client() {
    return createApiClient({ baseURL: stub.baseURL, apiKey: 'k', deviceId: 'd' });
  }
});
