import { Hono } from 'hono';
import { discountSearchSchema, type Discount } from '../../src/lib/contract/index.ts';
import { RUNNING_AT, toDiscount, type DiscountRow } from '../db/discount-rows.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf } from '../http/page.ts';
import { parseSearchBody } from '../http/validate.ts';

/** Global discounts (spec §7), mounted at `/api/global/discounts`: `POST /search`, those active at an instant. */
export function discountRoutes({ db, clock }: ApiDeps): Hono {
  return new Hono().post('/search', async (c) => {
    // An empty body means "the first page of what is active now".
    const parsed = await parseSearchBody(c, discountSearchSchema);
    if (!parsed.ok) return parsed.response;
    const { page, size, activeAt = clock.now().toISOString() } = parsed.data;
    const from = `discounts WHERE ${RUNNING_AT}`;
    const { rows, total } = selectPage<DiscountRow>(db, { from, params: [activeAt, activeAt], orderBy: 'id', page, size });
    const list: Discount[] = rows.map(toDiscount);
    return c.json(pageOf(list, { total, page, size }));
  });
}
