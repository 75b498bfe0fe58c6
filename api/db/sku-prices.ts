import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { paisaToTaka } from '../../src/lib/money.ts';
import { unitPrice } from '../../src/lib/pricing.ts';

/**
 * The one bridge between the skus table's price columns and the shop's pricing rules: SQL sorts by
 * the same `unitPrice` the storefront shows (spec §5), and answers carry the same prices in taka.
 */

/** The price columns of a skus row: whole paisa, so sums stay exact. */
export interface SkuPriceColumns {
  price_paisa: number;
  sale_price_paisa: number | null;
  regular_price_paisa: number | null;
}

/** The unit-price rule over paisa columns (the rule compares and picks, so any one unit works). */
export function unitPricePaisa(columns: SkuPriceColumns): number {
  // The only place that builds `unitPrice`'s argument from the database: a rename there is one line here.
  return unitPrice({ price: columns.price_paisa, salePrice: columns.sale_price_paisa, regularPrice: columns.regular_price_paisa });
}

/** A sku's prices as the contract sends them: taka, `null` where the column is empty. */
export function skuPrices(columns: SkuPriceColumns): { price: number; sale_price: number | null; regular_price: number | null } {
  return {
    price: paisaToTaka(columns.price_paisa),
    sale_price: columns.sale_price_paisa === null ? null : paisaToTaka(columns.sale_price_paisa),
    regular_price: columns.regular_price_paisa === null ? null : paisaToTaka(columns.regular_price_paisa),
  };
}

/**
 * Registers `unit_price(price_paisa, sale_price_paisa, regular_price_paisa)` on `db`, so queries
 * order by the storefront's rule instead of a SQL copy of it. Deterministic: SQLite may reuse results.
 */
export function registerPriceFunctions(db: DatabaseSync): void {
  db.function('unit_price', { deterministic: true }, (price, sale, regular) =>
    unitPricePaisa({ price_paisa: paisa(price) ?? 0, sale_price_paisa: paisa(sale), regular_price_paisa: paisa(regular) }),
  );
}

// Columns are INTEGER, so SQLite hands over numbers or NULL; anything else is not a price.
function paisa(value: SQLOutputValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'bigint') return Number(value);
  return null;
}
