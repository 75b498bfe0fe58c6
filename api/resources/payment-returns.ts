import { Hono } from 'hono';
import * as v from 'valibot';
import { gatewayPostSchema } from '../../src/lib/contract/gateway.ts';
import type { ApiDeps } from '../deps.ts';
import { formFields } from '../http/form.ts';
import { validationFailed } from '../http/errors.ts';
import { requestRefund } from '../payments/refunds.ts';
import { settlePost, type Settled } from '../payments/settle.ts';
import { shopUrl } from '../http/shop-links.ts';

/**
 * Where the gateway comes back (issue 12 §1), mounted at `/payments` on the open router (the
 * gateway sends no API key): `POST /return/success|fail|cancel` from the shopper's browser, then a
 * 303 to the shop's result page on `SITE_URL` (never an address from the request); `POST /ipn`
 * from the gateway's server. Both only ever pay an order the validation API vouches for; a post the
 * gateway did not sign is sent to the same page whatever it names (issue 22 §9).
 */
export function paymentReturnRoutes({ db, config, clock, background }: ApiDeps): Hono {
  // A payment that could not be applied is refunded once the gateway has its answer.
  const refund = (settled: Settled) => {
    if (settled.refundId !== undefined) background.run('a refund', async () => void (await requestRefund(db, config, settled.refundId!, () => clock.now())));
  };
  return new Hono()
    .post('/return/:outcome{success|fail|cancel}', async (c) => {
      const parsed = v.safeParse(gatewayPostSchema, await formFields(c));
      if (!parsed.success) return validationFailed(c, parsed.issues);
      const outcome = c.req.param('outcome') as 'success' | 'fail' | 'cancel';
      const settled = await settlePost(db, config, parsed.output, outcome, clock.now());
      refund(settled);
      const query = settled.invoiceId ? `?invoiceId=${encodeURIComponent(settled.invoiceId)}` : '';
      // Back to the result page in the language the shopper ordered in (issue 24).
      return c.redirect(shopUrl(config.siteUrl, `/payments/response/${settled.page}${query}`, settled.lang), 303);
    })
    .post('/ipn', async (c) => {
      const parsed = v.safeParse(gatewayPostSchema, await formFields(c));
      if (!parsed.success) return validationFailed(c, parsed.issues);
      const settled = await settlePost(db, config, parsed.output, 'ipn', clock.now());
      refund(settled);
      return c.json({ received: true, paid: settled.page === 'success' });
    });
}
