import { Hono } from 'hono';
import { forgotPasswordSchema, type MessageAnswer } from '../../src/lib/contract/index.ts';
import { customerByEmail } from '../accounts/customers.ts';
import { resetChecks } from '../accounts/limits.ts';
import { createResetToken } from '../accounts/resets.ts';
import { throttle } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { tooManyRequests } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { resetEmail, resetLink } from '../mail/reset-email.ts';
import { shopperLanguage } from '../http/language.ts';

/** The answer to every well-formed request: it must not say whether the address has an account. */
export const FORGOT_ANSWER: MessageAnswer = { message: 'If an account uses this e-mail, a link to reset its password is on its way.' };

/**
 * `POST /api/forgot` (spec §7), mounted at `/api/forgot`: e-mails a single-use, 60-minute reset
 * link; 429 with `Retry-After` past 3 requests an hour for the e-mail from one address, 10 for the
 * e-mail from anywhere, or `config.resetsPerHour` (10) for the client address (api/accounts/limits.ts).
 *
 * The answer goes first and the work after it (issue 22 §6): looking the e-mail up, making the
 * token and handing the mail over happen once the answer has gone, so its time is the same
 * whether or not the e-mail has an account.
 */
export function forgotRoutes({ db, clock, config, mailer, background }: ApiDeps): Hono {
  const limiter = throttle(db);
  return new Hono().post('/', async (c) => {
    const parsed = await parseBody(c, forgotPasswordSchema);
    if (!parsed.ok) return parsed.response;
    const { email } = parsed.data;
    // Counted before the account is looked up, so an address without one is limited the same way.
    const now = clock.now();
    const wait = limiter.admit(resetChecks(email, clientAddress(c), config.resetsPerHour), now);
    if (wait > 0) return tooManyRequests(c, wait, 'Too many requests for a reset link');
    // The e-mail in the language of the page the shopper asked from (the shop sends it as Accept-Language).
    const lang = shopperLanguage(c);
    background.run('a reset e-mail', async () => {
      const customer = customerByEmail(db, email);
      if (!customer?.email) return;
      const token = createResetToken(db, customer.id, now);
      await mailer.send(resetEmail(customer.email, customer.name, resetLink(config.siteUrl, token, lang), lang));
    });
    return c.json(FORGOT_ANSWER);
  });
}
