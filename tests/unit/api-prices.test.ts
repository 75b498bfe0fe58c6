import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { readConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/open.ts';
import { skuPrices, unitPricePaisa } from '../../api/db/sku-prices.ts';
import { createDeps } from '../../api/deps.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import type { ProductWire } from '../../src/lib/contract/index.ts';
import { lowestPrice, unitPrice } from '../../src/lib/pricing.ts';

// The API prices with the storefront's own rule (spec §5): the tricky cases, in both places.
type Prices = [price: number, sale: number | null, regular: number | null];
const TRICKY: Record<string, Prices[]> = {
  'sale equal to regular': [[50_000, 10_000, 10_000]],
  'sale above regular': [[40_000, 5_000, 4_000]],
  'sale without regular': [[30_000, 2_000, null]],
  'regular without sale': [[35_000, null, 100_000]],
  'on sale': [[45_000, 20_000, 60_000]],
  'one of two skus on sale': [[32_500, null, null], [90_000, 31_000, 90_000]],
};

let db: DatabaseSync;
const categoryId = 1;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDemoData(db, { products: 0 }); // categories only: the products are the cases above
  const product = db.prepare(
    `INSERT INTO products (category_id, name, name_bn, slug, description, brand, created_at) VALUES (?, ?, ?, ?, '', 'Test', '2025-01-01T00:00:00Z')`,
  );
  const sku = db.prepare(
    `INSERT INTO skus (product_id, code, price_paisa, sale_price_paisa, regular_price_paisa, stock, image_key) VALUES (?, ?, ?, ?, ?, 1, 'skus/0')`,
  );
  Object.entries(TRICKY).forEach(([name, skus], index) => {
    const { lastInsertRowid } = product.run(categoryId, name, name, `case-${index}`);
    skus.forEach(([price, sale, regular], n) => sku.run(lastInsertRowid, `CASE-${index}-${n}`, price, sale, regular));
  });
});
afterAll(() => db.close());

describe('unitPricePaisa', () => {
  it.each(Object.entries(TRICKY).flatMap(([name, skus]) => skus.map((prices) => [name, prices] as const)))(
    'agrees with the storefront’s unitPrice in taka (%s)',
    (_, [price, sale, regular]) => {
      const columns = { price_paisa: price, sale_price_paisa: sale, regular_price_paisa: regular };
      const { price: taka, sale_price, regular_price } = skuPrices(columns);
      expect(unitPricePaisa(columns) / 100).toBe(unitPrice({ price: taka, salePrice: sale_price, regularPrice: regular_price }));
    },
  );
});

describe('registerPriceFunctions', () => {
  it('gives every database opened by the API a unit_price SQL function', () => {
    const row = db.prepare('SELECT unit_price(45000, 20000, 60000) AS sale, unit_price(50000, 10000, 10000) AS normal').get();
    expect(row).toEqual({ sale: 20_000, normal: 50_000 });
  });
});

describe('GET /api/v3/items/joined price sorts', () => {
  const app = () => createApp(createDeps(db, readConfig({}, { dbPath: ':memory:', port: 8787 })));
  const sorted = async (sort: string) => {
    const res = await app().request(`/api/v3/items/joined?categoryId=${categoryId}&sort=${sort}`, { headers: { 'X-API-KEY': 'demo-storefront-key' } });
    return ((await res.json()) as { list: ProductWire[] }).list;
  };
  // The storefront's "from" price of a product, read from the answer as a shopper's card would.
  const fromPrice = (product: ProductWire) => {
    const priced = product.skus.map((s) => ({ price: s.price, salePrice: s.sale_price, regularPrice: s.regular_price }));
    return unitPrice(lowestPrice(priced)!);
  };

  it('orders by the lowest unit price, the storefront’s rule, up and down', async () => {
    const up = await sorted('price_asc');
    expect(up.map((product) => product.name)).toEqual([
      'on sale', // 200
      'sale without regular', // 300
      'one of two skus on sale', // 310
      'regular without sale', // 350
      'sale above regular', // 400
      'sale equal to regular', // 500
    ]);
    const prices = up.map(fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await sorted('price_desc')).map((product) => product.name)).toEqual(up.map((product) => product.name).reverse());
  });
});
