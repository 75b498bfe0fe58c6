import * as v from 'valibot';
import {
  messageSchema,
  phoneCodeAnswerSchema,
  signInAnswerSchema,
  type CustomerProfile,
  type CustomerUpdateInput,
  type MessageAnswer,
  type PhoneCodeAnswer,
  type PhoneCodeRequestInput,
  type PhoneSignInInput,
  type SignInAnswer,
  type SignInPhoneInput,
  type SignInInput,
  type SignUpInput,
} from '../contract/account.ts';
import { customerSchema } from '../contract/customer.ts';
import type { CodedResult } from './customer-profile.ts';
import { signInResult, signUpResult, type SignInResult, type SignUpResult } from './result-codes.ts';
import type { ApiClient, ApiResult, HttpMethod } from './types.ts';

export { fetchCustomer, type CodedResult } from './customer-profile.ts';

/*
 * Input goes as typed: the API checks it with the contract's request schemas (`account.ts`) and
 * answers a 422 with the field errors the forms show, and stores it in its parsed form
 * (`01712-345678` as `+8801712345678`). Not checked here too: those rules would ship to every page
 * that can sign in. None of these calls is retried: each writes, or answers differently the
 * second time (a used reset link).
 */
async function send<T>(client: ApiClient, method: HttpMethod, path: string, input: unknown, answer: v.GenericSchema<unknown, T>): Promise<ApiResult<T>> {
  return client.request(method, path, { body: input as Record<string, unknown>, schema: answer });
}

/** Signs in (`POST /api/signin/customers`); `code` is `already_logedin` when this device holds a session. */
export async function signIn(client: ApiClient, input: SignInInput): Promise<CodedResult<SignInAnswer, SignInResult>> {
  const result = await send(client, 'POST', '/api/signin/customers', input, signInAnswerSchema);
  return { ...result, code: signInResult(result) };
}

/** Creates an account, signed in at once (`POST /api/signup`, 201); `code` is `duplicate_email` for a taken e-mail. */
export async function signUp(client: ApiClient, input: SignUpInput): Promise<CodedResult<SignInAnswer, SignUpResult>> {
  const result = await send(client, 'POST', '/api/signup', input, signInAnswerSchema);
  // Spec §8 reads only 200 as success; the reference API answers a creation with 201, which is one too.
  const code = result.ok && result.status === 201 ? 'ok' : signUpResult(result);
  return { ...result, code };
}

/** Texts a one-time code to a phone (`POST /api/phone-codes`, 202); the answer is the same for every number. */
export function askPhoneCode(client: ApiClient, input: PhoneCodeRequestInput): Promise<ApiResult<PhoneCodeAnswer>> {
  return send(client, 'POST', '/api/phone-codes', input, phoneCodeAnswerSchema);
}

/**
 * Signs in with a phone and its code (`POST /api/signin/phone`): 200 for a number with an account,
 * 201 for one just made (both are `ok`); a 422 on `name` asks for the name of a new account.
 */
export async function signInWithCode(client: ApiClient, input: PhoneSignInInput): Promise<CodedResult<SignInAnswer, SignInResult>> {
  const result = await send(client, 'POST', '/api/signin/phone', input, signInAnswerSchema);
  const code = result.ok && result.status === 201 ? 'ok' : signInResult(result);
  return { ...result, code };
}

/** Adds a proven phone as a way to sign in to the signed-in customer's account (`PUT /api/customers/phone`). */
export function addSignInPhone(client: ApiClient, input: SignInPhoneInput): Promise<ApiResult<CustomerProfile>> {
  return send(client, 'PUT', '/api/customers/phone', input, customerSchema);
}

/** Ends the session on the server (`POST /api/auth/signout`); the caller clears it locally whatever comes back. */
export function signOut(client: ApiClient): Promise<ApiResult<MessageAnswer>> {
  return client.request('POST', '/api/auth/signout', { schema: messageSchema });
}

/** Asks for a reset link (`POST /api/forgot`); the answer is the same whether or not the e-mail has an account. */
export function forgotPassword(client: ApiClient, email: string): Promise<ApiResult<MessageAnswer>> {
  return send(client, 'POST', '/api/forgot', { email }, messageSchema);
}

/** Changes the signed-in customer's password (`POST /api/auth/change`); other devices are signed out. */
export function changePassword(client: ApiClient, currentPassword: string, newPassword: string): Promise<ApiResult<MessageAnswer>> {
  return send(client, 'POST', '/api/auth/change', { currentPassword, newPassword }, messageSchema);
}

/** Sets a new password with a reset link's token (`POST /api/auth/change`, sent without a session). */
export function resetPassword(client: ApiClient, resetToken: string, newPassword: string): Promise<ApiResult<MessageAnswer>> {
  return send(client, 'POST', '/api/auth/change', { resetToken, newPassword }, messageSchema);
}

/** Replaces the signed-in customer's name and phone (`PUT /api/customers`). */
export function updateCustomer(client: ApiClient, input: CustomerUpdateInput): Promise<ApiResult<CustomerProfile>> {
  return send(client, 'PUT', '/api/customers', input, customerSchema);
}
