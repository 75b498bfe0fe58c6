import { signIn, signOut, signUp, type CodedResult } from '../lib/api/customers.ts';
import type { SignInAnswer, SignInInput, SignUpInput } from '../lib/contract/account.ts';
import type { SignInResult, SignUpResult } from '../lib/api/result-codes.ts';
import { apiClient } from './api-client.ts';
import { signedIn, signedOut } from './auth.ts';

/*
 * Signing in, up and out through the API. Apart from `auth.ts` so that the header, on every page,
 * never loads the API client: the sign-in screens import this, and the account menu loads it when
 * Sign out is pressed.
 */

/** Signs in; on success the session is stored (spec §4). The result's `code` is spec §8's. */
export async function signInWithPassword(input: SignInInput): Promise<CodedResult<SignInAnswer, SignInResult>> {
  const result = await signIn(apiClient(), input);
  if (result.ok && result.code === 'ok') signedIn(result.body);
  return result;
}

/** Creates an account and signs in at once. The result's `code` is spec §8's. */
export async function signUpAndSignIn(input: SignUpInput): Promise<CodedResult<SignInAnswer, SignUpResult>> {
  const result = await signUp(apiClient(), input);
  if (result.ok && result.code === 'ok') signedIn(result.body);
  return result;
}

/**
 * Signs out: the token is revoked on the server when it can be reached, and the session is
 * cleared on this device whatever the server answers (spec §4). The cart stays.
 */
export async function signOutEverywhereHere(): Promise<void> {
  const revoked = signOut(apiClient());
  signedOut();
  await revoked.catch(() => undefined);
}
