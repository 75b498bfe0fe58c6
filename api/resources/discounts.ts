import { Hono } from 'hono';
import * as v from 'valibot';
import { discountSearchSchema, type Discount } from '../../src/lib/contract/index.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf } from '../http/page.ts';
import { parseBody } from '../http/validate.ts';

interface DiscountRow {
  id: number;
  name: string;
  type: 'percent' | 'fixed';
  value: number;
  category_id: number | null;
  starts_at: string;
  ends_at: string;
}

/** Global discounts (spec §7), mounted at `/api/global/discounts`: `POST /search`, those active at an instant. */
export function discountRoutes({ db, clock }: ApiDeps): Hono {
  return new Hono().post('/search', async (c) => {
    // An empty body means "the first page of what is active now".
    const raw = await c.req.text();
    const parsed = raw.trim() ? await parseBody(c, discountSearchSchema) : { ok: true as const, data: v.parse(discountSearchSchema, {}) };
    if (!parsed.ok) return parsed.response;
    const { page, size, activeAt = clock.now().toISOString() } = parsed.data;
    const from = 'discounts WHERE starts_at <= ? AND ends_at > ?';
    const { rows, total } = selectPage<DiscountRow>(db, { from, params: [activeAt, activeAt], orderBy: 'id', page, size });
    const list: Discount[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      value: row.value,
      categoryId: row.category_id,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    }));
    return c.json(pageOf(list, { total, page, size }));
  });
}
