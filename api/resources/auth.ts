import { Hono, type Context } from 'hono';
import { changePasswordSchema, resetPasswordSchema, type MessageAnswer } from '../../src/lib/contract/index.ts';
import { customerById, setPasswordHash } from '../accounts/customers.ts';
import { SIGN_IN_FAILURES_PER_PAIR, SIGN_IN_SLOWDOWN_PER_EMAIL, pairKey, signInChecks, signInSlows } from '../accounts/limits.ts';
import { hashPassword, verifyPassword } from '../accounts/passwords.ts';
import { consumeResetToken } from '../accounts/resets.ts';
import { revokeOtherSessions, revokeSession } from '../accounts/sessions.ts';
import { throttle, type Throttle } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { fieldError, jsonError, tooManyRequests } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';

const sessionToken = (c: Context) => c.req.header('X-AUTH-TOKEN')?.trim() || undefined;

/**
 * Session and password changes (spec §7), mounted at `/api/auth`: `POST /signout` ends the session
 * sent (200 even when it had already ended); `POST /change` sets a new password, proven either by
 * the current one (with a session) or by a reset link's token, and ends every other session of the
 * customer, so a stolen session dies with the old password. The body decides which proof it is: a
 * shopper signed in on this device may still follow a reset link, and the client sends its token.
 */
export function authRoutes(deps: ApiDeps): Hono {
  const { db } = deps;
  const limiter = throttle(db);
  return new Hono()
    .post('/signout', (c) => {
      const token = sessionToken(c);
      if (token) revokeSession(db, token);
      return c.json({ message: 'Signed out' } satisfies MessageAnswer);
    })
    .post('/change', async (c) => ((await hasResetToken(c)) ? changeWithResetToken(c, deps, limiter) : changeWithSession(c, deps, limiter)));
}

// Hono keeps the parsed body, so `parseBody` reads the same one afterwards (malformed JSON included).
async function hasResetToken(c: Context): Promise<boolean> {
  const body: unknown = await c.req.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && Object.hasOwn(body, 'resetToken');
}

async function changeWithSession(c: Context, { db, clock, findCustomerByToken }: ApiDeps, limiter: Throttle) {
  const parsed = await parseBody(c, changePasswordSchema);
  if (!parsed.ok) return parsed.response;
  const token = sessionToken(c);
  const session = token ? await findCustomerByToken(token) : undefined;
  if (!token || !session) return jsonError(c, 401, 'Sign in first: a valid X-AUTH-TOKEN header is required');
  const customer = customerById(db, session.id);
  if (!customer) return jsonError(c, 401, 'Sign in first: a valid X-AUTH-TOKEN header is required');
  // An account made with a phone and a code has no password to prove, nor an e-mail to reset one by.
  if (!customer.password_hash || !customer.email) return fieldError(c, 'currentPassword', 'This account signs in with a code sent to its phone: it has no password');

  // A stolen session must not become a way to guess the password: the sign-in limits apply here
  // too, the attempt counted before the password is checked, as a sign-in's is (issue 22 §1).
  const client = clientAddress(c);
  const attempt = limiter.claim(signInChecks(customer.email, client), clock.now(), signInSlows(customer.email));
  if (attempt.wait > 0) return tooManyRequests(c, attempt.wait, 'Too many failed attempts');
  if (!(await verifyPassword(parsed.data.currentPassword, customer.password_hash))) {
    // 422, not 401: a 401 to a call made with a token signs the shopper out (spec §8).
    return fieldError(c, 'currentPassword', 'The current password is not right');
  }
  attempt.forgive();
  limiter.forget([SIGN_IN_FAILURES_PER_PAIR, pairKey(customer.email, client)]);
  setPasswordHash(db, customer.id, await hashPassword(parsed.data.newPassword), clock.now());
  revokeOtherSessions(db, customer.id, token);
  return c.json({ message: 'Password changed' } satisfies MessageAnswer);
}

async function changeWithResetToken(c: Context, { db, clock }: ApiDeps, limiter: Throttle) {
  const parsed = await parseBody(c, resetPasswordSchema);
  if (!parsed.ok) return parsed.response;
  const passwordHash = await hashPassword(parsed.data.newPassword);
  const customerId = consumeResetToken(db, parsed.data.resetToken, clock.now());
  if (customerId === undefined) return fieldError(c, 'resetToken', 'This reset link has expired or was already used. Ask for a new one.');
  setPasswordHash(db, customerId, passwordHash, clock.now());
  revokeOtherSessions(db, customerId);
  // A reset always works (issue 22 §2): the old password's failures no longer slow the new one down.
  const customer = customerById(db, customerId);
  if (customer?.email) {
    limiter.forget([SIGN_IN_SLOWDOWN_PER_EMAIL, customer.email]);
    limiter.forgetStarting([SIGN_IN_FAILURES_PER_PAIR, pairKey(customer.email, '')]);
  }
  return c.json({ message: 'Password changed' } satisfies MessageAnswer);
}
