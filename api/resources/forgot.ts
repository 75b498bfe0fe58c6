import { Hono } from 'hono';
import { forgotPasswordSchema, type MessageAnswer } from '../../src/lib/contract/index.ts';
import { customerByEmail } from '../accounts/customers.ts';
import { createResetToken } from '../accounts/resets.ts';
import type { ApiDeps } from '../deps.ts';
import { parseBody } from '../http/validate.ts';
import { resetEmail, resetLink } from '../mail/reset-email.ts';

/** The answer to every well-formed request: it must not say whether the address has an account. */
export const FORGOT_ANSWER: MessageAnswer = { message: 'If an account uses this e-mail, a link to reset its password is on its way.' };

/** `POST /api/forgot` (spec §7), mounted at `/api/forgot`: e-mails a single-use, 60-minute reset link. */
export function forgotRoutes({ db, clock, config, mailer }: ApiDeps): Hono {
  return new Hono().post('/', async (c) => {
    const parsed = await parseBody(c, forgotPasswordSchema);
    if (!parsed.ok) return parsed.response;
    const customer = customerByEmail(db, parsed.data.email);
    if (customer) {
      const token = createResetToken(db, customer.id, clock.now());
      await mailer.send(resetEmail(customer.email, customer.name, resetLink(config.siteUrl, token)));
    }
    return c.json(FORGOT_ANSWER);
  });
}
