import type { AttributeValue, ProductWire as Product, SkuWire as Sku } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';
import { skuPrices, type SkuPriceColumns } from '../db/sku-prices.ts';
import type { ApiDeps } from '../deps.ts';
import { mediaUrl } from '../media/url.ts';
import { optionBn } from '../seed/options.ts';

/** A row of the products table; `joinProducts` adds its images and skus. */
export interface ProductRow {
  id: number;
  category_id: number;
  name: string;
  name_bn: string;
  slug: string;
  description: string;
  /** The description in Bangla (migration 23); NULL or empty where there is none (see the migration). */
  description_bn?: string | null;
  brand: string;
  created_at: string;
  /** When the product or one of its skus last changed (migration 11-editor); absent on a database before it. */
  updated_at?: string;
}
interface ImageRow {
  product_id: number;
  image_key: string;
  width: number;
  height: number;
  alt: string;
  /** The alt text in Bangla (migration 25); NULL or empty where there is none. */
  alt_bn: string | null;
}
interface SkuRow extends SkuPriceColumns {
  id: number;
  product_id: number;
  code: string;
  stock: number;
  size: string | null;
  color: string | null;
  image_key: string;
}

const SKU_IMAGE_SIZE = 800;

/** `a5` → `A5`, `sky-blue` → `Sky Blue`: the label a shopper reads. */
export function optionLabel(option: string): string {
  return option
    .split('-')
    .map((word) => (/^[a-z]\d/.test(word) ? word.toUpperCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** The Bangla of the attributes' names, beside the English `displayLabel` (issue 24 §4). */
const ATTRIBUTE_BN: Readonly<Record<AttributeValue['attribute'], string>> = { Size: 'সাইজ', Color: 'রং' };

/**
 * A sku's options as an order line names them, in English ("Size: A5, Color: Blue", empty without
 * options) and in Bangla ("সাইজ: এ৫, রং: নীল"; an option with no Bangla label keeps its English one).
 */
export function lineOptions(size: string | null, color: string | null): { options: string; optionsBn: string } {
  const values = [size && attributeValue('Size', size), color && attributeValue('Color', color)].filter((value): value is AttributeValue => Boolean(value));
  return {
    options: values.map((value) => `${value.displayLabel}: ${value.optionDisplayLabel}`).join(', '),
    optionsBn: values.map((value) => `${value.displayLabelBn}: ${value.optionDisplayLabelBn ?? value.optionDisplayLabel}`).join(', '),
  };
}

/** A sku's value of `attribute`, with its labels in English and, for an option the shop knows, in Bangla. */
function attributeValue(attribute: AttributeValue['attribute'], option: string): AttributeValue {
  const optionDisplayLabelBn = optionBn(option);
  return {
    attribute,
    option,
    displayLabel: attribute,
    optionDisplayLabel: optionLabel(option),
    // Additive: a client that knows only the English labels reads what it always did.
    displayLabelBn: ATTRIBUTE_BN[attribute],
    ...(optionDisplayLabelBn ? { optionDisplayLabelBn } : {}),
  };
}

function attributesOf(row: SkuRow): AttributeValue[] {
  const values: AttributeValue[] = [];
  if (row.size) values.push(attributeValue('Size', row.size));
  if (row.color) values.push(attributeValue('Color', row.color));
  return values;
}

/** Loads images and skus for `rows` in two queries and joins them into Products. */
export function joinProducts({ db, config: { publicUrl } }: ApiDeps, rows: ProductRow[]): Product[] {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const marks = ids.map(() => '?').join(',');
  const images = typedQuery<ImageRow>(
    db,
    `SELECT product_id, image_key, width, height, alt, alt_bn FROM product_images WHERE product_id IN (${marks}) ORDER BY position, id`,
  ).all(...ids);
  const skus = typedQuery<SkuRow>(db, `SELECT * FROM skus WHERE product_id IN (${marks}) ORDER BY id`).all(...ids);

  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    nameBn: row.name_bn,
    slug: row.slug,
    description: row.description,
    // Additive, and only when there is some: a client that knows only `description` reads what it always did.
    ...(row.description_bn ? { descriptionBn: row.description_bn } : {}),
    categoryId: row.category_id,
    brand: row.brand,
    createdAt: new Date(row.created_at).toISOString(),
    ...(row.updated_at ? { updatedAt: new Date(row.updated_at).toISOString() } : {}),
    images: images
      .filter((image) => image.product_id === row.id)
      .map((image) => {
        const src = mediaUrl(publicUrl, image.image_key, 'webp');
        // Additive, as `descriptionBn`: only when there is some.
        return { src, image: src, width: image.width, height: image.height, alt: image.alt, ...(image.alt_bn ? { altBn: image.alt_bn } : {}) };
      }),
    skus: skus.filter((sku) => sku.product_id === row.id).map((sku) => toSku(sku, publicUrl)),
  }));
}

function toSku(row: SkuRow, publicUrl: string): Sku {
  const attributeValues = attributesOf(row);
  return {
    id: row.id,
    code: row.code,
    ...skuPrices(row),
    stock: row.stock,
    image: { src: mediaUrl(publicUrl, row.image_key, 'webp'), width: SKU_IMAGE_SIZE, height: SKU_IMAGE_SIZE },
    attributes: attributeValues.map((value) => ({ name: value.displayLabel, option: value.optionDisplayLabel })),
    attributeValues,
  };
}
