import type { DatabaseSync } from 'node:sqlite';
import { SEED_ARTICLES } from './articles.ts';
import { SLIDERS } from './content.ts';
import { fillSeedDescriptions } from './description-fill.ts';
import { SEED_OUTLETS } from './outlets.ts';
import { fillPictureAlts } from '../db/picture-alts.ts';
import { SEED_BULLETS, SEED_PAGES, SEED_SHOP_TEXTS } from './site-pages.ts';

/*
 * The demo content's Bangla (issue 24 §4), written into rows that lack it: every row on a new
 * database (the seed inserts the English, then this), and on a database seeded before migration 22
 * the rows it had. A row gets the Bangla of the seed's record only while its English is still the
 * seed's: an editor who rewrote a page is never handed a translation of words no longer there, and
 * Bangla already set (by an editor, or a run before) is never written over. Safe on every start.
 */

/** Fills the missing Bangla of the demo's slides, pages, articles, figures, outlets, shop texts, product descriptions and pictures. */
export function fillSeedBangla(db: DatabaseSync): void {
  // The products' descriptions: written by the seed itself, filled only on a database from before migration 23.
  fillSeedDescriptions(db);
  // Their pictures' alt texts: likewise, only on a database from before migration 25.
  fillPictureAlts(db);

  const slide = db.prepare(
    'UPDATE sliders SET title_bn = ?, subtitle_bn = ? WHERE title = ? AND subtitle = ? AND title_bn IS NULL AND subtitle_bn IS NULL',
  );
  for (const s of SLIDERS) slide.run(s.titleBn, s.subtitleBn, s.title, s.subtitle);

  const page = db.prepare(
    `UPDATE content_pages SET title_bn = ?, summary_bn = ?, html_bn = ?
     WHERE slug = ? AND title = ? AND summary = ? AND html = ? AND title_bn IS NULL AND summary_bn IS NULL AND html_bn IS NULL`,
  );
  for (const p of SEED_PAGES) page.run(p.titleBn, p.summaryBn, p.htmlBn.trim(), p.slug, p.title, p.summary, p.html.trim());

  const article = db.prepare(
    `UPDATE articles SET title_bn = ?, summary_bn = ?, html_bn = ?
     WHERE slug = ? AND title = ? AND summary = ? AND html = ? AND title_bn IS NULL AND summary_bn IS NULL AND html_bn IS NULL`,
  );
  for (const a of SEED_ARTICLES) article.run(a.titleBn, a.summaryBn, a.htmlBn, a.slug, a.title, a.summary, a.html);

  const bullet = db.prepare(
    'UPDATE content_bullets SET value_bn = ?, label_bn = ? WHERE slug = ? AND value = ? AND label = ? AND value_bn IS NULL AND label_bn IS NULL',
  );
  for (const b of SEED_BULLETS) if (b.labelBn) bullet.run(b.valueBn ?? null, b.labelBn, b.slug, b.value, b.label);

  const outlet = db.prepare(
    `UPDATE outlets SET address_bn = ?, district_bn = ?, division_bn = ?
     WHERE name = ? AND address = ? AND district = ? AND division = ? AND address_bn IS NULL AND district_bn IS NULL AND division_bn IS NULL`,
  );
  for (const o of SEED_OUTLETS) outlet.run(o.addressBn, o.districtBn, o.divisionBn, o.name, o.address, o.district, o.division);

  // A shop text's Bangla is a text of its own (`hoursBn` beside `hours`): added where the English one is still the seed's.
  const english = new Map(SEED_SHOP_TEXTS);
  const text = db.prepare(
    `INSERT INTO shop_texts (key, value, position) SELECT ?1, ?2, ?3
     WHERE EXISTS (SELECT 1 FROM shop_texts WHERE key = ?4 AND value = ?5) AND NOT EXISTS (SELECT 1 FROM shop_texts WHERE key = ?1)`,
  );
  SEED_SHOP_TEXTS.forEach(([key, value], position) => {
    const of = key.endsWith('Bn') ? key.slice(0, -2) : undefined;
    const source = of === undefined ? undefined : english.get(of);
    if (of !== undefined && source !== undefined) text.run(key, value, position, of, source);
  });
}
