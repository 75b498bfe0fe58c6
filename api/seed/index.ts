import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { countRows } from '../db/query.ts';
import { CATEGORIES } from './categories.ts';
import { CURRENCIES, CURRENCY_SOURCE, SLIDERS, SLIDER_SIZE } from './content.ts';
import { pictureAlts } from '../db/picture-alts.ts';
import { createProductFactory, type ProductDraft } from './products.ts';
import { createRandom } from './random.ts';

export { CATEGORIES } from './categories.ts';

/** How much demo data to create; `now` anchors the products' creation dates. */
export interface SeedOptions {
  products?: number;
  now?: Date;
}

/** Rows inserted by `seedDemoData` (all zero when the database already had data). */
export interface SeedCounts {
  categories: number;
  products: number;
  skus: number;
}

export const DEFAULT_PRODUCT_COUNT = 360;
const SEED = 20_240_414; // Pohela Boishakh 1431: any fixed number keeps the catalogue stable.
const PRODUCT_IMAGE_SIZE = 800;

/**
 * Fills an empty database with a deterministic demo catalogue: categories, products with images
 * and skus, home sliders and currencies, in one transaction. Does nothing when categories exist.
 */
export function seedDemoData(db: DatabaseSync, options: SeedOptions = {}): SeedCounts {
  if (countRows(db, 'categories') > 0) return { categories: 0, products: 0, skus: 0 };
  const productCount = Math.max(0, Math.floor(options.products ?? DEFAULT_PRODUCT_COUNT));
  const now = options.now ?? new Date();

  return transaction(db, () => {
    const categoryIds = insertCategories(db);
    const skus = insertProducts(db, categoryIds, productCount, now);
    insertContent(db, categoryIds);
    insertDiscounts(db, categoryIds, now);
    return { categories: categoryIds.length, products: productCount, skus };
  });
}

function insertCategories(db: DatabaseSync): number[] {
  const insert = db.prepare('INSERT INTO categories (name, name_bn, slug, image_key, position) VALUES (?, ?, ?, ?, ?)');
  return CATEGORIES.map(
    (category, position) =>
      Number(insert.run(category.name, category.nameBn, category.slug, `categories/${category.slug}`, position).lastInsertRowid),
  );
}

/**
 * The demo catalogue's products, one id after another from 1: the same products on every call.
 * `now` only dates them; a product's texts do not depend on it (the Bangla fill relies on that).
 */
export function demoProductFactory(now: Date = new Date()): (id: number) => ProductDraft {
  return createProductFactory(createRandom(SEED), now);
}

/** Product ids start at 1 so that they map onto categories (see `ids.ts`); returns the sku count. */
function insertProducts(db: DatabaseSync, categoryIds: readonly number[], count: number, now: Date): number {
  const product = db.prepare(
    'INSERT INTO products (id, category_id, name, name_bn, slug, description, description_bn, brand, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const image = db.prepare('INSERT INTO product_images (product_id, image_key, width, height, alt, alt_bn, position) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const sku = db.prepare(
    `INSERT INTO skus (id, product_id, code, price_paisa, sale_price_paisa, regular_price_paisa, stock, size, color, image_key)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const makeProduct = demoProductFactory(now);
  let skus = 0;
  for (let id = 1; id <= count; id++) {
    const draft = makeProduct(id);
    // Last updated when seeded: the incremental build compares it with its last release (issue 14 §7).
    const { name, nameBn, slug, description, descriptionBn, brand, createdAt } = draft;
    product.run(id, categoryIds[draft.categoryIndex]!, name, nameBn, slug, description, descriptionBn, brand, createdAt, now.toISOString());
    for (let n = 1; n <= draft.imageCount; n++) {
      const { alt, altBn } = pictureAlts(draft.name, draft.nameBn, n - 1);
      image.run(id, `products/${id}-${n}`, PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE, alt, altBn, n - 1);
    }
    for (const s of draft.skus) {
      sku.run(s.id, id, s.code, s.pricePaisa, s.salePricePaisa, s.regularPricePaisa, s.stock, s.size, s.color, `skus/${s.id}`);
    }
    skus += draft.skus.length;
  }
  return skus;
}

/** Sliders and currencies, each only into an empty table. */
function insertContent(db: DatabaseSync, categoryIds: readonly number[]): void {
  const empty = (table: string) => countRows(db, table) === 0;
  if (empty('sliders')) {
    const insert = db.prepare(
      'INSERT INTO sliders (title, subtitle, title_bn, subtitle_bn, link, image_key, width, height, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    SLIDERS.forEach((slider, index) => {
      const categoryId = categoryIds[CATEGORIES.findIndex((category) => category.slug === slider.categorySlug)];
      const link = categoryId === undefined ? '/products' : `/products?categoryId=${categoryId}`;
      insert.run(slider.title, slider.subtitle, slider.titleBn, slider.subtitleBn, link, `sliders/${index + 1}`, SLIDER_SIZE.width, SLIDER_SIZE.height, index);
    });
  }
  if (empty('currencies')) {
    const insert = db.prepare('INSERT INTO currencies (source_id, currency, country, num_code, rate, img) VALUES (?, ?, ?, ?, ?, ?)');
    for (const c of CURRENCIES) insert.run(CURRENCY_SOURCE, c.currency, c.country, c.numCode, c.rate, c.img);
  }
}

/** One discount running now (gift boxes) and one that has ended, so both cases can be seen. */
function insertDiscounts(db: DatabaseSync, categoryIds: readonly number[], now: Date): void {
  const insert = db.prepare('INSERT INTO discounts (name, type, value, category_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)');
  const day = 24 * 60 * 60 * 1000;
  const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day).toISOString();
  const giftBoxes = categoryIds[CATEGORIES.findIndex((category) => category.slug === 'gift-boxes')] ?? null;
  insert.run('Gift Week: 10% off gift boxes', 'percent', 10, giftBoxes, at(-7), at(365));
  insert.run('Eid Sale', 'percent', 15, null, at(-60), at(-30));
}
