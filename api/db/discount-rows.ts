import type { Discount } from '../../src/lib/contract/index.ts';

/** A row of the discounts table. */
export interface DiscountRow {
  id: number;
  name: string;
  type: 'percent' | 'fixed';
  value: number;
  category_id: number | null;
  starts_at: string;
  ends_at: string;
}

/** The columns that select a discount running at an instant (bind the instant twice). */
export const RUNNING_AT = 'starts_at <= ? AND ends_at > ?';

/** A discount row as the contract answers it. */
export function toDiscount(row: DiscountRow): Discount {
  return { id: row.id, name: row.name, type: row.type, value: row.value, categoryId: row.category_id, startsAt: row.starts_at, endsAt: row.ends_at };
}
