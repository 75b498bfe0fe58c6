import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { discountSearchSchema, type Discount } from '../../src/lib/contract/index.ts';
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

/** Global discounts (spec §7): `POST /api/global/discounts/search`, those active at an instant. */
export function discountRoutes(db: DatabaseSync): Hono {
  return new Hono().post('/global/discounts/search', async (c) => {
    // An empty body means "the first page of what is active now".
    const raw = await c.req.text();
    const parsed = raw.trim() ? await parseBody(c, discountSearchSchema) : { ok: true as const, data: discountSearchSchema.parse({}) };
    if (!parsed.ok) return parsed.response;
    const { page, size, activeAt = new Date().toISOString() } = parsed.data;
    const where = 'WHERE starts_at <= ? AND ends_at > ?';
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM discounts ${where}`).get(activeAt, activeAt) as { total: number };
    const rows = db
      .prepare(`SELECT * FROM discounts ${where} ORDER BY id LIMIT ? OFFSET ?`)
      .all(activeAt, activeAt, size, (page - 1) * size) as unknown as DiscountRow[];
    const list: Discount[] = rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      value: row.value,
      categoryId: row.category_id,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    }));
    return c.json({ list, total, page, size });
  });
}
