import { Hono } from 'hono';
import { forgotPasswordSchema, type MessageAnswer } from '../../src/lib/contract/index.ts';
import { customerByEmail } from '../accounts/customers.ts';
import { RESET_REQUESTS_PER_CLIENT, RESET_REQUESTS_PER_EMAIL } from '../accounts/limits.ts';
import { createResetToken } from '../accounts/resets.ts';
import { throttle } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { tooManyRequests } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { resetEmail, resetLink } from '../mail/reset-email.ts';

/** The answer to every well-formed request: it must not say whether the address has an account. */
export const FORGOT_ANSWER: MessageAnswer = { message: 'If an account uses this e-mail, a link to reset its password is on its way.' };

/**
 * `POST /api/forgot` (spec §7), mounted at `/api/forgot`: e-mails a single-use, 60-minute reset
 * link; 429 with `Retry-After` past 3 requests an hour for the e-mail or 10 for the client address.
 */
export function forgotRoutes({ db, clock, config, mailer }: ApiDeps): Hono {
  const limiter = throttle(db);
  return new Hono().post('/', async (c) => {
    const parsed = await parseBody(c, forgotPasswordSchema);
    if (!parsed.ok) return parsed.response;
    const { email } = parsed.data;
    // Counted before the account is looked up, so an address without one is limited the same way.
    const checks = [[RESET_REQUESTS_PER_EMAIL, email], [RESET_REQUESTS_PER_CLIENT, clientAddress(c)]] as const;
    const wait = limiter.admit(checks, clock.now());
    if (wait > 0) return tooManyRequests(c, wait, 'Too many requests for a reset link');
    const customer = customerByEmail(db, email);
    if (customer) {
      const token = createResetToken(db, customer.id, clock.now());
      await mailer.send(resetEmail(customer.email, customer.name, resetLink(config.siteUrl, token)));
    }
    return c.json(FORGOT_ANSWER);
  });
}
