import type { DatabaseSync } from 'node:sqlite';
import { typedQuery } from './query.ts';

/*
 * The demo products' pictures are described by the product's name and the view each shows ("Deli
 * Gel Pen, front view"), in English and, where the product has a Bangla name, in Bangla (issue 24
 * §4): a Bangla page gives a screen reader the picture in Bangla rather than an English phrase.
 * The rule lives with the database, not the seed: the seed writes it, and so does the editor's
 * rename at run time (migration 25, which never changes, still names its old place in api/seed/).
 */

/** What each of a product's pictures shows, by position, in both languages; a fourth and later are a "view". */
const VIEWS = [
  { en: 'front view', bn: 'সামনে থেকে' },
  { en: 'angled view', bn: 'একপাশ থেকে' },
  { en: 'detail view', bn: 'কাছ থেকে' },
] as const;
const ANY_VIEW = { en: 'view', bn: 'ছবি' } as const;

/** The alt texts of a product's picture at `position` (0 first): the Bangla one empty without a Bangla name. */
export function pictureAlts(name: string, nameBn: string | null | undefined, position: number): { alt: string; altBn: string } {
  const view = VIEWS[position] ?? ANY_VIEW;
  return { alt: `${name}, ${view.en}`, altBn: nameBn?.trim() ? `${nameBn}, ${view.bn}` : '' };
}

/** `pictureAlts`' views in SQL: `CASE position WHEN 0 THEN … END` over `language`. */
function viewSql(language: 'en' | 'bn'): string {
  const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
  return `CASE position ${VIEWS.map((view, position) => `WHEN ${position} THEN ${quote(view[language])}`).join(' ')} ELSE ${quote(ANY_VIEW[language])} END`;
}

/**
 * Gives the pictures of a database seeded before migration 25 their Bangla alt text, by the rule of
 * bangla-fill.ts: only while a picture's English is still the seed's for its product, and never over
 * Bangla already set. A picture looked at and left without (its alt or its product's name no longer
 * the seed's, a product with no Bangla name) gets an empty one, so the next start finds nothing to look at: one lookup in the
 * index of unfilled rows (migration 25), one statement on an old database.
 */
export function fillPictureAlts(db: DatabaseSync): void {
  if (!db.prepare('SELECT 1 FROM product_images WHERE alt_bn IS NULL LIMIT 1').get()) return;
  db.prepare(`
    UPDATE product_images SET alt_bn = CASE
      WHEN alt = (SELECT name FROM products WHERE id = product_id) || ', ' || ${viewSql('en')}
        AND TRIM(COALESCE((SELECT name_bn FROM products WHERE id = product_id), '')) <> ''
      THEN (SELECT name_bn FROM products WHERE id = product_id) || ', ' || ${viewSql('bn')}
      ELSE '' END
    WHERE alt_bn IS NULL`).run();
}

/** A product's names, as a rename changes them. */
interface Names { name: string; nameBn: string | null | undefined }

/**
 * After a product is renamed (the editor's PATCH), a picture's alt text still made from the old
 * names (`pictureAlts`) is made from the new ones, each language on its own, so no picture names a
 * product the shop no longer sells under that name. Words written otherwise are kept. Run inside
 * the rename's transaction.
 */
export function picturesFollowRename(db: DatabaseSync, productId: number, before: Names, after: Names): void {
  const pictures = typedQuery<{ id: number; position: number; alt: string; alt_bn: string | null }>(
    db,
    'SELECT id, position, alt, alt_bn FROM product_images WHERE product_id = ?',
  ).all(productId);
  const update = db.prepare('UPDATE product_images SET alt = ?, alt_bn = ? WHERE id = ?');
  for (const picture of pictures) {
    const old = pictureAlts(before.name, before.nameBn, picture.position);
    const renamed = pictureAlts(after.name, after.nameBn, picture.position);
    const alt = picture.alt === old.alt ? renamed.alt : picture.alt;
    // NULL (not looked at yet by the start-up fill) stays NULL; an empty one follows only a product that had no Bangla name.
    const altBn = picture.alt_bn !== null && picture.alt_bn === old.altBn ? renamed.altBn : picture.alt_bn;
    if (alt !== picture.alt || altBn !== picture.alt_bn) update.run(alt, altBn, picture.id);
  }
}
