import { Hono } from 'hono';
import { signInSchema, signUpSchema } from '../../src/lib/contract/index.ts';
import { customerByEmail, insertCustomer, signInAnswer } from '../accounts/customers.ts';
import { SIGN_IN_FAILURES_PER_PAIR, pairKey, signInChecks, signInSlows, signUpsPerClient } from '../accounts/limits.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '../accounts/passwords.ts';
import { createSession } from '../accounts/sessions.ts';
import { throttle } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { jsonError, tooManyRequests } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';

/** The one refusal of a sign-in, whatever was wrong: which part failed must not show (no enumeration). */
export const SIGN_IN_REFUSED = 'E-mail or password is incorrect';

/**
 * `POST /api/signup` (spec §7), mounted at `/api/signup`: a new customer, signed in at once (201);
 * 409 for an e-mail already registered; 429 with `Retry-After` once the client address has made
 * `config.signUpsPerHour` well-formed attempts in the hour.
 */
export function signUpRoutes({ db, clock, config }: ApiDeps): Hono {
  const limiter = throttle(db);
  const perClient = signUpsPerClient(config.signUpsPerHour);
  return new Hono().post('/', async (c) => {
    const parsed = await parseBody(c, signUpSchema);
    if (!parsed.ok) return parsed.response;
    // Counted before the hash, duplicates included: each attempt costs an scrypt hash and says whether an e-mail is taken.
    const wait = limiter.admit([[perClient, clientAddress(c)]], clock.now());
    if (wait > 0) return tooManyRequests(c, wait, 'Too many sign-ups from this address');
    const { name, email, phone, password } = parsed.data;
    const passwordHash = await hashPassword(password);
    const customer = insertCustomer(db, { email, name, phone: phone ?? null, passwordHash }, clock.now());
    if (!customer) return jsonError(c, 409, 'An account with this e-mail already exists');
    return c.json(signInAnswer(db, customer, createSession(db, customer.id, clock.now())), 201);
  });
}

/**
 * `POST /api/signin/customers` (spec §7), mounted at `/api/signin`. 409 when the request already
 * carries a live session (spec §8 `already_logedin`); 401 with one body for an unknown e-mail and
 * a wrong password alike; 429 with `Retry-After` once an e-mail from this address, or this address,
 * has failed too often, or while the e-mail is slowed down after failures from anywhere (issue 22 §2).
 */
export function signInRoutes({ db, clock, findCustomerByToken }: ApiDeps): Hono {
  const limiter = throttle(db);
  return new Hono().post('/customers', async (c) => {
    const token = c.req.header('X-AUTH-TOKEN')?.trim();
    if (token && (await findCustomerByToken(token))) return jsonError(c, 409, 'You are already signed in');
    const parsed = await parseBody(c, signInSchema);
    if (!parsed.ok) return parsed.response;
    const { email, password } = parsed.data;
    const client = clientAddress(c);
    // Counted as a failure before the (slow) password check, in one write transaction: of a burst
    // sent at once, only as many guesses as the limits allow are ever judged (issue 22 §1).
    const attempt = limiter.claim(signInChecks(email, client), clock.now(), signInSlows(email));
    if (attempt.wait > 0) return tooManyRequests(c, attempt.wait, 'Too many failed sign-ins');
    const customer = customerByEmail(db, email);
    // An account made with a phone has no password: it is judged against the decoy, as an unknown e-mail is.
    const matches = customer?.password_hash ? await verifyPassword(password, customer.password_hash) : await verifyAgainstDecoy(password);
    if (!customer?.password_hash || !matches) return jsonError(c, 401, SIGN_IN_REFUSED);
    // Right: this attempt was no failure, and this address's earlier failures for the e-mail are
    // forgotten. The address's own count and the e-mail's from elsewhere stay: they may be guessing.
    attempt.forgive();
    limiter.forget([SIGN_IN_FAILURES_PER_PAIR, pairKey(email, client)]);
    return c.json(signInAnswer(db, customer, createSession(db, customer.id, clock.now())));
  });
}
