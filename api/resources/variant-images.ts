import { Hono } from 'hono';
import { variantImageQuerySchema, type VariantImage } from '../../src/lib/contract/variant-images.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';
import { mediaUrl } from '../media/url.ts';
import { optionBn } from '../seed/options.ts';

interface VariantRow {
  sku_id: number; product_id: number; product_name: string; product_name_bn: string; color: string | null; size: string | null; image_key: string;
}

/** The variant's words in Bangla (issue 24 §4), where the product and every option it has have Bangla. */
function banglaOf(row: VariantRow): { productNameBn?: string; labelBn?: string } {
  const options = [row.color, row.size].filter((option): option is string => Boolean(option));
  const optionsBn = options.map(optionBn);
  const labelBn = optionsBn.every(Boolean) ? optionsBn.join(' · ') || row.product_name_bn : '';
  return { ...(row.product_name_bn ? { productNameBn: row.product_name_bn } : {}), ...(labelBn ? { labelBn } : {}) };
}

/** The media service draws every variant's picture square at this size (as product answers say). */
const VARIANT_IMAGE_SIZE = 800;

/**
 * `GET /api/items/cms/variants/images` (spec §7, Content), mounted at `/api/items/cms/variants`:
 * each variant's picture with what sets it apart in words, newest products first (`?productId=`
 * one product's), one page of at most 48; with `productNameBn` and `labelBn` where they have Bangla.
 */
export function variantImageRoutes({ db, config: { publicUrl } }: ApiDeps): Hono {
  return new Hono().get('/images', (c) => {
    const parsed = parseQuery(c, variantImageQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { productId, page, size } = parsed.data;
    const { rows, total } = selectPage<VariantRow>(db, {
      from: `skus JOIN products ON products.id = skus.product_id${productId === undefined ? '' : ' WHERE products.id = ?'}`,
      params: productId === undefined ? [] : [productId],
      columns: 'skus.id AS sku_id, products.id AS product_id, products.name AS product_name, products.name_bn AS product_name_bn, skus.color, skus.size, skus.image_key',
      orderBy: 'products.created_at DESC, products.id DESC, skus.id',
      page,
      size,
    });
    const list = rows.map((row): VariantImage => {
      const label = [row.color, row.size].filter(Boolean).join(' · ') || row.product_name;
      return {
        skuId: row.sku_id,
        productId: row.product_id,
        productName: row.product_name,
        label,
        ...banglaOf(row),
        image: { src: mediaUrl(publicUrl, row.image_key, 'webp'), width: VARIANT_IMAGE_SIZE, height: VARIANT_IMAGE_SIZE, alt: `${row.product_name}: ${label}` },
      };
    });
    return c.json(pageOf(list, { total, page, size }));
  });
}
