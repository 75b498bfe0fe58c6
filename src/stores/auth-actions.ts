import { askPhoneCode, forgotPassword, resetPassword, signIn, signInWithCode, signOut, signUp, type CodedResult } from '../lib/api/customers.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { MessageAnswer } from '../lib/contract/common.ts';
import type { PhoneCodeAnswer, PhoneSignInInput, SignInAnswer, SignInInput, SignUpInput } from '../lib/contract/account.ts';
import type { SignInResult, SignUpResult } from '../lib/api/result-codes.ts';
import { apiClient } from './api-client.ts';
import { signedIn, signedOut } from './auth.ts';

/*
 * Signing in, up and out, and a forgotten password, through the API. Apart from `auth.ts` so that
 * the header, on every page, never loads the API client: the sign-in and password screens load this
 * when the shopper reaches their form, and the account menu when Sign out is pressed.
 */

/** Signs in; on success the session is stored (spec §4). The result's `code` is spec §8's. */
export async function signInWithPassword(input: SignInInput): Promise<CodedResult<SignInAnswer, SignInResult>> {
  const result = await signIn(apiClient(), input);
  if (result.ok && result.code === 'ok') signedIn(result.body);
  return result;
}

/** Texts a one-time code to `phone`, in the language of the page. */
export function askForPhoneCode(phone: string): Promise<ApiResult<PhoneCodeAnswer>> {
  return askPhoneCode(apiClient(), { phone, lang: document.documentElement.lang === 'bn' ? 'bn' : 'en' });
}

/** Signs in with a phone and its code (a new number's account is made, given a name); on success the session is stored. */
export async function signInWithPhone(input: PhoneSignInInput): Promise<CodedResult<SignInAnswer, SignInResult>> {
  const result = await signInWithCode(apiClient(), input);
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
  // Revoked first, forgotten here after: cleared first, a private page sends its signed-out shopper
  // away at once, and leaving the page aborts the revoke in flight (the token then still worked).
  // The call times out on its own (10 s, never retried), so an unreachable server only delays it.
  await signOut(apiClient()).catch(() => undefined);
  signedOut({ chosen: true });
}

/** Asks for a reset link for `email`; the API answers the same whether or not it has an account. */
export function askForResetLink(email: string): Promise<ApiResult<MessageAnswer>> {
  return forgotPassword(apiClient(), email);
}

/** Sets a new password with the token of a reset link (no session needed). */
export function setPasswordWithToken(resetToken: string, newPassword: string): Promise<ApiResult<MessageAnswer>> {
  return resetPassword(apiClient(), resetToken, newPassword);
}
