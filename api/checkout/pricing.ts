import type { DatabaseSync } from 'node:sqlite';
import type { Discount } from '../../src/lib/contract/index.ts';
import { applyDiscount, bestDiscount } from '../../src/lib/discounts.ts';
import { paisaToTaka, takaToPaisa } from '../../src/lib/money.ts';
import { isOnSale, unitPrice } from '../../src/lib/pricing.ts';
import { RUNNING_AT, toDiscount, type DiscountRow } from '../db/discount-rows.ts';
import { typedQuery } from '../db/query.ts';
import { lineOptions } from '../resources/product-rows.ts';

/*
 * Prices order lines from the database alone (issue 11 §3), by the rules the storefront shows: the
 * sale rule of spec §5 (`unitPrice`), then the global discount that saves the most on the product
 * (`bestDiscount` on its lowest unit price, as `withDiscount` picks it), in whole paisa.
 */

/** A line priced by the server, with the stock it has now. */
export interface PricedRow {
  skuId: number;
  itemId: number;
  name: string;
  /** The product's Bangla name; null where it has none. */
  nameBn: string | null;
  skuCode: string;
  options: string;
  /** `options` in Bangla (product-rows.ts `lineOptions`); null without options. */
  optionsBn: string | null;
  quantity: number;
  unitPaisa: number;
  /** The price before any reduction, when the unit price is reduced. */
  regularPaisa: number | null;
  discountName: string | null;
  linePaisa: number;
  stock: number;
}

interface SkuRow {
  id: number;
  product_id: number;
  code: string;
  price_paisa: number;
  sale_price_paisa: number | null;
  regular_price_paisa: number | null;
  stock: number;
  size: string | null;
  color: string | null;
  name: string;
  name_bn: string | null;
  category_id: number;
}

const taka = (row: Pick<SkuRow, 'price_paisa' | 'sale_price_paisa' | 'regular_price_paisa'>) => ({
  price: paisaToTaka(row.price_paisa),
  salePrice: row.sale_price_paisa === null ? null : paisaToTaka(row.sale_price_paisa),
  regularPrice: row.regular_price_paisa === null ? null : paisaToTaka(row.regular_price_paisa),
});

/** The global discounts running at `now`. */
export function activeDiscounts(db: DatabaseSync, now: Date): Discount[] {
  const at = now.toISOString();
  return typedQuery<DiscountRow>(db, `SELECT * FROM discounts WHERE ${RUNNING_AT}`).all(at, at).map(toDiscount);
}

/**
 * Prices `lines` as of `now`. Skus that do not exist are returned in `unknown` (by index), not
 * priced: the caller refuses the order.
 */
export function priceLines(db: DatabaseSync, lines: readonly { skuId: number; quantity: number }[], now: Date): { rows: PricedRow[]; unknown: number[] } {
  const skuOf = typedQuery<SkuRow>(
    db,
    `SELECT skus.id, skus.product_id, skus.code, skus.price_paisa, skus.sale_price_paisa, skus.regular_price_paisa, skus.stock,
            skus.size, skus.color, products.name, products.name_bn, products.category_id
       FROM skus JOIN products ON products.id = skus.product_id WHERE skus.id = ?`,
  );
  const siblingsOf = typedQuery<Pick<SkuRow, 'price_paisa' | 'sale_price_paisa' | 'regular_price_paisa'>>(
    db,
    'SELECT price_paisa, sale_price_paisa, regular_price_paisa FROM skus WHERE product_id = ?',
  );
  const discounts = activeDiscounts(db, now);
  const rows: PricedRow[] = [];
  const unknown: number[] = [];
  lines.forEach((line, index) => {
    const sku = skuOf.get(line.skuId);
    if (!sku) {
      unknown.push(index);
      return;
    }
    // The discount is chosen on the product's lowest unit price, as the product page chose it.
    const reference = Math.min(...siblingsOf.all(sku.product_id).map((sibling) => unitPrice(taka(sibling))));
    const discount = bestDiscount(discounts, sku.category_id, reference, now);
    const priced = applyDiscount(taka(sku), discount);
    const unitPaisa = takaToPaisa(unitPrice(priced));
    const { options, optionsBn } = lineOptions(sku.size, sku.color);
    rows.push({
      skuId: sku.id,
      itemId: sku.product_id,
      name: sku.name,
      nameBn: sku.name_bn?.trim() ? sku.name_bn : null,
      skuCode: sku.code,
      options,
      optionsBn: optionsBn || null,
      quantity: line.quantity,
      unitPaisa,
      regularPaisa: isOnSale(priced) ? takaToPaisa(priced.regularPrice!) : null,
      discountName: discount?.name ?? null,
      linePaisa: unitPaisa * line.quantity,
      stock: sku.stock,
    });
  });
  return { rows, unknown };
}
