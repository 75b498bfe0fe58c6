import type { DatabaseSync } from 'node:sqlite';
import { typedQuery } from '../db/query.ts';
import { demoProductFactory } from './index.ts';

/*
 * The demo products' descriptions in Bangla (issue 24 §4) for a database seeded before migration 23
 * gave products `description_bn`: the seed writes them with the products now, so a new database has
 * nothing to fill. The rule of bangla-fill.ts: a row gets the seed's Bangla only while its English
 * description is still the seed's, and Bangla already there (an editor's) stays.
 *
 * The demo catalogue is made, not stored: the seed's product factory runs again from id 1 (its
 * random draws are sequential) up to the last row not yet looked at, with one prepared UPDATE per
 * product and no other query per row. A row looked at never waits again: one whose English an
 * editor rewrote gets an empty Bangla (no Bangla, the English shown), so a later start does not make
 * the whole catalogue again for it. Products are never deleted: the seed's ids run 1..count.
 */

/** Fills the Bangla descriptions of the demo's products not yet looked at; answers how many rows got the demo's Bangla. */
export function fillSeedDescriptions(db: DatabaseSync): number {
  // On every start: one lookup in the index of rows not yet looked at (migration 23), empty but on an old database.
  const last = typedQuery<{ last: number | null }>(
    db,
    'SELECT MAX(id) AS last FROM products WHERE description_bn IS NULL AND id <= (SELECT COUNT(*) FROM products)',
  ).get()?.last;
  if (!last) return 0;
  const update = typedQuery<{ filled: number }>(
    db,
    `UPDATE products SET description_bn = CASE WHEN description = ?3 THEN ?1 ELSE '' END WHERE id = ?2 AND description_bn IS NULL
     RETURNING description_bn <> '' AS filled`,
  );
  const makeProduct = demoProductFactory();
  let filled = 0;
  for (let id = 1; id <= last; id++) {
    const { description, descriptionBn } = makeProduct(id);
    filled += update.get(descriptionBn, id, description)?.filled ?? 0;
  }
  return filled;
}
