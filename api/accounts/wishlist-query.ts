import type { SQLInputValue } from 'node:sqlite';
import type { WishlistQuery, WishlistSortParam, WishlistTextParam } from '../../src/lib/contract/index.ts';
import { escapeLike } from '../db/query.ts';

/*
 * Turns a parsed wishlist search into SQL. Field names come from the closed lists of the contract
 * and are looked up here in maps of our own columns: a client's text is only ever a bound value.
 */

const COLUMNS: Record<WishlistSortParam['field'], string> = { dateCreated: 'created_at', itemId: 'item_id', skuCode: 'sku_code' };


function condition(param: WishlistTextParam): { sql: string; value: SQLInputValue } {
  if (param.field === 'itemId') return { sql: 'item_id = ?', value: Number(param.value) };
  switch (param.matchType) {
    case 'equals':
      return { sql: 'sku_code = ?', value: param.value };
    case 'contains':
      return { sql: "sku_code LIKE ? ESCAPE '\\'", value: `%${escapeLike(param.value)}%` };
    case 'startsWith':
      return { sql: "sku_code LIKE ? ESCAPE '\\'", value: `${escapeLike(param.value)}%` };
  }
}

/** The `FROM … WHERE` of a search over `customerId`'s items only, and its bound values. */
export function wishlistFilter(customerId: number, query: Pick<WishlistQuery, 'textParams'>): { from: string; params: SQLInputValue[] } {
  const conditions = query.textParams.map(condition);
  const where = ['customer_id = ?', ...conditions.map((part) => part.sql)].join(' AND ');
  return { from: `wishlist_items WHERE ${where}`, params: [customerId, ...conditions.map((part) => part.value)] };
}

/** The `ORDER BY` of a search: the keys asked for, else newest first (spec §9); the id last, so pages never overlap. */
export function wishlistOrder(query: Pick<WishlistQuery, 'sortParams'>): string {
  const keys = query.sortParams.length > 0 ? query.sortParams : [{ field: 'dateCreated', type: 'desc' } as const];
  const direction = (type: 'asc' | 'desc') => (type === 'asc' ? 'ASC' : 'DESC');
  const last = keys[0]!.type;
  return [...keys.map((key) => `${COLUMNS[key.field]} ${direction(key.type)}`), `id ${direction(last)}`].join(', ');
}
