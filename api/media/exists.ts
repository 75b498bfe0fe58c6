import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import type { ImageSubject, MediaKey } from './keys.ts';

type Family = Exclude<ImageSubject['family'], 'brand'>;

/**
 * The row that makes each family's image real, looked up by an indexed key (one seek, never a
 * scan): products by `product_images_product`, skus by primary key, categories by their unique
 * slug, sliders by `sliders_image_key`.
 */
export const IMAGE_ROW_SQL: Readonly<Record<Family, string>> = {
  products: 'SELECT 1 FROM product_images WHERE product_id = ? AND image_key = ? LIMIT 1',
  skus: 'SELECT 1 FROM skus WHERE id = ?',
  categories: 'SELECT 1 FROM categories WHERE slug = ?',
  sliders: 'SELECT 1 FROM sliders WHERE image_key = ? LIMIT 1',
};

/** Tells whether an image key names something in the database, so unknown keys are never drawn. */
export type ImageExists = (key: MediaKey) => boolean;

/**
 * An `ImageExists` over `db`. Without it, every id that parses would be rendered and cached: anyone
 * could fill the disk and spend CPU on AVIF encodes by counting upwards.
 */
export function imageExists(db: DatabaseSync): ImageExists {
  const statements = Object.fromEntries(
    Object.entries(IMAGE_ROW_SQL).map(([family, sql]) => [family, db.prepare(sql)]),
  ) as Record<Family, ReturnType<DatabaseSync['prepare']>>;
  return ({ key, subject }) => {
    // The logo is drawn for the shop itself, not for a row.
    if (subject.family === 'brand') return true;
    return statements[subject.family].get(...lookupParams(key, subject)) !== undefined;
  };
}

function lookupParams(key: string, subject: Exclude<ImageSubject, { family: 'brand' }>): SQLInputValue[] {
  switch (subject.family) {
    case 'products':
      return [subject.productId, key];
    case 'skus':
      return [subject.skuId];
    case 'categories':
      return [subject.slug];
    case 'sliders':
      return [key];
  }
}
