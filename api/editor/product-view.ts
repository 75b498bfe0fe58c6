import type { DatabaseSync } from 'node:sqlite';
import type { EditorProduct, EditorSku } from '../../src/lib/contract/editor.ts';
import { typedQuery } from '../db/query.ts';
import { skuPrices, type SkuPriceColumns } from '../db/sku-prices.ts';
import { optionLabel } from '../resources/product-rows.ts';

interface ProductRow { id: number; name: string; name_bn: string; slug: string; description: string; description_bn: string | null; updated_at: string }
interface SkuRow extends SkuPriceColumns { id: number; product_id: number; code: string; stock: number; size: string | null; color: string | null; held: number }

/**
 * Orders that still hold their units: placed, not yet shipped, not cancelled or failed (their
 * stock went back). `skus.stock` already excludes these units (checkout takes them when the order
 * is placed, api/checkout/place.ts), so an editor's stock is what is left to sell.
 */
const HOLDING = "('pending', 'confirmed', 'awaiting_payment', 'paid', 'packed')";

/** Products (with their skus) as the editor screen shows them, in the order of `ids`; unknown ids are left out. */
export function editorProducts(db: DatabaseSync, ids: readonly number[]): EditorProduct[] {
  if (ids.length === 0) return [];
  const marks = ids.map(() => '?').join(',');
  const products = typedQuery<ProductRow>(db, `SELECT id, name, name_bn, slug, description, description_bn, updated_at FROM products WHERE id IN (${marks})`).all(...ids);
  const skus = typedQuery<SkuRow>(
    db,
    `SELECT skus.*, (SELECT COALESCE(SUM(l.quantity), 0) FROM sale_lines l JOIN sales s ON s.id = l.sale_id
       WHERE l.sku_id = skus.id AND s.status IN ${HOLDING}) AS held
     FROM skus WHERE product_id IN (${marks}) ORDER BY id`,
  ).all(...ids);
  const byId = new Map(products.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [{
      id: row.id,
      name: row.name,
      nameBn: row.name_bn,
      slug: row.slug,
      description: row.description,
      ...(row.description_bn ? { descriptionBn: row.description_bn } : {}),
      updatedAt: row.updated_at,
      skus: skus.filter((sku) => sku.product_id === id).map(toEditorSku),
    }];
  });
}

/** One product as the editor sees it, or `undefined` when there is none. */
export function editorProduct(db: DatabaseSync, id: number): EditorProduct | undefined {
  return editorProducts(db, [id])[0];
}

function toEditorSku(row: SkuRow): EditorSku {
  const prices = skuPrices(row);
  return {
    id: row.id,
    code: row.code,
    options: [row.size, row.color].filter((option): option is string => Boolean(option)).map(optionLabel).join(', '),
    price: prices.price,
    salePrice: prices.sale_price,
    regularPrice: prices.regular_price,
    stock: row.stock,
    held: Number(row.held),
  };
}
