import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { countRows } from '../db/query.ts';
import { SEED_ARTICLES } from './articles.ts';
import { fillSeedBangla } from './bangla-fill.ts';
import { SEED_OUTLETS } from './outlets.ts';
import { SEED_BULLETS, SEED_PAGES, SEED_SHOP_TEXTS } from './site-pages.ts';

/**
 * The editors' pages, bullet points, articles, shop texts and outlets (issue 13), each only into an empty
 * table: a database from before the content pages gains them on its next start, and an editor's
 * changes are never overwritten. Then their Bangla (issue 24 §4), where a row has none yet.
 */
export function seedSiteContent(db: DatabaseSync): void {
  const empty = (table: string) => countRows(db, table) === 0;
  transaction(db, () => {
    if (empty('content_pages')) {
      const insert = db.prepare('INSERT INTO content_pages (slug, title, summary, html, updated_at) VALUES (?, ?, ?, ?, ?)');
      for (const page of SEED_PAGES) insert.run(page.slug, page.title, page.summary, page.html.trim(), page.updatedAt);
    }
    if (empty('content_bullets')) {
      const insert = db.prepare('INSERT INTO content_bullets (slug, position, value, label, lang) VALUES (?, ?, ?, ?, ?)');
      SEED_BULLETS.forEach((bullet, position) => insert.run(bullet.slug, position, bullet.value, bullet.label, bullet.lang ?? null));
    }
    if (empty('articles')) {
      const insert = db.prepare('INSERT INTO articles (slug, title, summary, html, tags, page, published_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)');
      for (const a of SEED_ARTICLES) insert.run(a.slug, a.title, a.summary, a.html, JSON.stringify(a.tags), a.page ?? null, a.publishedAt, a.updatedAt);
    }
    if (empty('shop_texts')) {
      const insert = db.prepare('INSERT INTO shop_texts (key, value, position) VALUES (?, ?, ?)');
      SEED_SHOP_TEXTS.forEach(([key, value], position) => insert.run(key, value, position));
    }
    if (empty('outlets')) {
      const insert = db.prepare(
        `INSERT INTO outlets (name, name_bn, address, division, district, phone, latitude, longitude, hours, position)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      SEED_OUTLETS.forEach((o, position) =>
        insert.run(o.name, o.nameBn, o.address, o.division, o.district, o.phone, o.latitude, o.longitude, JSON.stringify(o.hours), position),
      );
    }
    // Their Bangla, and the Bangla of a database seeded before it had any (see bangla-fill.ts).
    fillSeedBangla(db);
  });
}
