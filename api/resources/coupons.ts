import { Hono } from 'hono';
import { couponApplyQuerySchema, couponSearchSchema } from '../../src/lib/contract/index.ts';
import { takaToPaisa } from '../../src/lib/money.ts';
import { checkCoupon, runningCoupons } from '../checkout/terms.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery, parseSearchBody } from '../http/validate.ts';

/**
 * Coupons (spec §7, issue 11 §2), mounted at `/api/discount/coupons`: `POST /search` lists those
 * running now; `GET /apply?code=&subtotal=` says what one takes off a subtotal, or why it does not
 * apply (200 either way: "expired" is an answer, not a malformed question).
 */
export function couponRoutes({ db, clock }: ApiDeps): Hono {
  return new Hono()
    .post('/search', async (c) => {
      const parsed = await parseSearchBody(c, couponSearchSchema);
      if (!parsed.ok) return parsed.response;
      const { page, size } = parsed.data;
      const { list, total } = runningCoupons(db, clock.now(), page, size);
      return c.json(pageOf(list, { total, page, size }));
    })
    .get('/apply', (c) => {
      const parsed = parseQuery(c, couponApplyQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { discountPaisa: _, ...check } = checkCoupon(db, parsed.data.code, takaToPaisa(parsed.data.subtotal), clock.now());
      return c.json(check);
    });
}
