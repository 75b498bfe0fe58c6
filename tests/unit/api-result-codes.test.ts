import { describe, expect, it } from 'vitest';
import {
  errorFromResponse,
  fetchCustomerResult,
  networkError,
  signInResult,
  signUpResult,
  type ApiResult,
} from '../../src/lib/api/index.ts';

const success = (status: number): ApiResult<unknown> => ({ ok: true, status, body: {} });
const failed = (status: number): ApiResult<unknown> => ({ ok: false, status, error: errorFromResponse(status, { message: 'x' }) });
const offline: ApiResult<unknown> = { ok: false, status: 500, error: networkError() };

// Spec §8, row by row; a server 500 is not a network failure even though both read as status 500.
describe('signInResult', () => {
  it.each([
    ['200', success(200), 'ok'],
    ['a network failure', offline, 'network_error'],
    ['409', failed(409), 'already_logedin'],
    ['401', failed(401), 'auth_error'],
    ['422', failed(422), 'auth_error'],
    ['a server 500', failed(500), 'auth_error'],
    ['a 201 success', success(201), 'auth_error'],
  ])('maps %s to %s', (_, result, code) => {
    expect(signInResult(result)).toBe(code);
  });
});

describe('signUpResult', () => {
  it.each([
    ['200', success(200), 'ok'],
    ['a network failure', offline, 'network_error'],
    ['409', failed(409), 'duplicate_email'],
    ['400', failed(400), 'auth_error'],
    ['422', failed(422), 'auth_error'],
    ['a server 500', failed(500), 'auth_error'],
  ])('maps %s to %s', (_, result, code) => {
    expect(signUpResult(result)).toBe(code);
  });
});

describe('fetchCustomerResult', () => {
  it.each([
    ['200', success(200), 'ok'],
    ['a network failure', offline, 'network_error'],
    ['401', failed(401), 'auth_error'],
    ['409', failed(409), 'auth_error'],
    ['a schema mismatch (502)', failed(502), 'auth_error'],
  ])('maps %s to %s', (_, result, code) => {
    expect(fetchCustomerResult(result)).toBe(code);
  });
});
