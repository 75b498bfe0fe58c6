import type { ApiResult } from './types.ts';

/** Outcome of `POST /api/signin/customers` (spec §8); the spelling `already_logedin` is the spec's. */
export type SignInResult = 'ok' | 'network_error' | 'already_logedin' | 'auth_error';
/** Outcome of `POST /api/signup` (spec §8). */
export type SignUpResult = 'ok' | 'network_error' | 'duplicate_email' | 'auth_error';
/** Outcome of `GET /api/customers` (spec §8). */
export type FetchCustomerResult = 'ok' | 'network_error' | 'auth_error';

// Spec §8 counts only 200 as success: a 201 or 204 from these calls is not what the flow expects.
const isOk = (result: ApiResult<unknown>): boolean => result.ok && result.status === 200;
const isNetwork = (result: ApiResult<unknown>): boolean => !result.ok && result.error.network;

/** Maps a sign-in answer: 409 means the device already holds a session. */
export function signInResult(result: ApiResult<unknown>): SignInResult {
  if (isOk(result)) return 'ok';
  if (isNetwork(result)) return 'network_error';
  return result.status === 409 ? 'already_logedin' : 'auth_error';
}

/** Maps a sign-up answer: 409 means the e-mail address is taken. */
export function signUpResult(result: ApiResult<unknown>): SignUpResult {
  if (isOk(result)) return 'ok';
  if (isNetwork(result)) return 'network_error';
  return result.status === 409 ? 'duplicate_email' : 'auth_error';
}

/** Maps a fetch-customer answer: any non-200 means the stored token is no good. */
export function fetchCustomerResult(result: ApiResult<unknown>): FetchCustomerResult {
  if (isOk(result)) return 'ok';
  return isNetwork(result) ? 'network_error' : 'auth_error';
}
