import { Hono } from 'hono';
import { phoneCodeRequestSchema, phoneSignInSchema, signInPhoneSchema, type PhoneCodeAnswer } from '../../src/lib/contract/index.ts';
import { customerById, customerBySignInPhone, customerProfile, insertPhoneCustomer, setSignInPhone, signInAnswer } from '../accounts/customers.ts';
import { PHONE_CODE_REFUSED, judgeCode, sendPhoneCode } from '../accounts/phone-code-flow.ts';
import { PHONE_CODE_TTL_MS } from '../accounts/phone-codes.ts';
import { createSession } from '../accounts/sessions.ts';
import { throttle } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';

/*
 * Signing in with a phone and a one-time code (issue 26 §2): `POST /api/phone-codes` texts a code,
 * `POST /api/signin/phone` signs in with it (a number without an account becomes one, given a
 * name), `PUT /api/customers/phone` adds a proven number to a signed-in account.
 */

/** The answer to every well-formed code request: it must not say whether the number has an account. */
export const PHONE_CODE_ANSWER: PhoneCodeAnswer = {
  message: 'A code is on its way by text message. It works for 5 minutes.',
  expiresInSeconds: PHONE_CODE_TTL_MS / 1000,
};
/** A right code for a number without an account: the account needs a name first. */
export const NAME_NEEDED = 'Enter your name to create your account';

/**
 * `POST /api/phone-codes` `{ phone, lang? }`: 202 with one answer for every number; 429 with
 * `Retry-After` past the limits (sendPhoneCode).
 */
export function phoneCodeRoutes(deps: ApiDeps): Hono {
  const limiter = throttle(deps.db);
  return new Hono().post('/', async (c) => {
    const parsed = await parseBody(c, phoneCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { phone, lang } = parsed.data;
    const refused = sendPhoneCode(c, deps, limiter, phone, lang);
    return refused ?? c.json(PHONE_CODE_ANSWER, 202);
  });
}

/**
 * `POST /api/signin/phone` `{ phone, code, name? }`: 200 with the sign-in answer (spec §7's shape)
 * for a number with an account, 201 for a new one (which needs `name`: without it, a 422 on `name`
 * that leaves the code alive); a 422 on `code` for a wrong or dead code; 409 when already signed in.
 */
export function phoneSignInRoutes({ db, clock, findCustomerByToken }: ApiDeps): Hono {
  const limiter = throttle(db);
  return new Hono().post('/', async (c) => {
    const token = c.req.header('X-AUTH-TOKEN')?.trim();
    if (token && (await findCustomerByToken(token))) return jsonError(c, 409, 'You are already signed in');
    const parsed = await parseBody(c, phoneSignInSchema);
    if (!parsed.ok) return parsed.response;
    const { phone, code, name } = parsed.data;
    const now = clock.now();
    const judged = await judgeCode(c, limiter, db, phone, code, now);
    if (!judged.ok) return judged.response;
    const { codeTry, attempt } = judged;
    attempt.forgive(); // a right code is no failure of this address
    const existing = customerBySignInPhone(db, phone);
    if (!existing && name === undefined) {
      codeTry.forgive(); // asked for the name; the code stays good for the answer with it
      return fieldError(c, 'name', NAME_NEEDED);
    }
    // Two requests with the same right code: one uses it up, the other is refused.
    if (!codeTry.useUp()) return fieldError(c, 'code', PHONE_CODE_REFUSED);
    const customer = existing ?? insertPhoneCustomer(db, { phone, name: name! }, now);
    return c.json(signInAnswer(db, customer, createSession(db, customer.id, now)), existing ? 200 : 201);
  });
}

/**
 * `PUT /api/customers/phone` `{ phone, code }` (signed in): the proven number signs in to this
 * account from now on; 409 when it already signs in to another one, which keeps it.
 */
export function signInPhoneRoutes({ db, clock, findCustomerByToken }: ApiDeps): Hono<CustomerEnv> {
  const limiter = throttle(db);
  return new Hono<CustomerEnv>().use(requireCustomer(findCustomerByToken)).put('/', async (c) => {
    const parsed = await parseBody(c, signInPhoneSchema);
    if (!parsed.ok) return parsed.response;
    const { phone, code } = parsed.data;
    const now = clock.now();
    const judged = await judgeCode(c, limiter, db, phone, code, now);
    if (!judged.ok) return judged.response;
    judged.attempt.forgive();
    const owner = customerBySignInPhone(db, phone);
    if (owner && owner.id !== c.var.customer.id) {
      judged.codeTry.forgive();
      return jsonError(c, 409, 'This number already signs in to another account');
    }
    if (!judged.codeTry.useUp()) return fieldError(c, 'code', PHONE_CODE_REFUSED);
    if (!setSignInPhone(db, c.var.customer.id, phone, now)) return jsonError(c, 409, 'This number already signs in to another account');
    const customer = customerById(db, c.var.customer.id);
    return customer ? c.json(customerProfile(db, customer)) : jsonError(c, 401, 'Sign in first');
  });
}
