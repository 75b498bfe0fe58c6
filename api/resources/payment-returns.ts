import { Hono } from 'hono';
import * as v from 'valibot';
import { gatewayPostSchema } from '../../src/lib/contract/gateway.ts';
import type { ApiDeps } from '../deps.ts';
import { formFields } from '../http/form.ts';
import { validationFailed } from '../http/errors.ts';
import { settlePost } from '../payments/settle.ts';

/**
 * Where the gateway comes back (issue 12 §1), mounted at `/payments` on the open router (the
 * gateway sends no API key): `POST /return/success|fail|cancel` from the shopper's browser, then a
 * 303 to the shop's result page on `SITE_URL` (never an address from the request); `POST /ipn`
 * from the gateway's server. Both only ever pay an order the validation API vouches for.
 */
export function paymentReturnRoutes({ db, config, clock }: ApiDeps): Hono {
  return new Hono()
    .post('/return/:outcome{success|fail|cancel}', async (c) => {
      const parsed = v.safeParse(gatewayPostSchema, await formFields(c));
      if (!parsed.success) return validationFailed(c, parsed.issues);
      const outcome = c.req.param('outcome') as 'success' | 'fail' | 'cancel';
      const settled = await settlePost(db, config, parsed.output, outcome, clock.now());
      const query = settled.invoiceId ? `?invoiceId=${encodeURIComponent(settled.invoiceId)}` : '';
      return c.redirect(`${config.siteUrl}/payments/response/${settled.page}${query}`, 303);
    })
    .post('/ipn', async (c) => {
      const parsed = v.safeParse(gatewayPostSchema, await formFields(c));
      if (!parsed.success) return validationFailed(c, parsed.issues);
      const settled = await settlePost(db, config, parsed.output, 'ipn', clock.now());
      return c.json({ received: true, paid: settled.page === 'success' });
    });
}
