import type { Sku, SkuStock } from '../contract/domain.ts';
import type { SkuStockWire, SkuWire } from '../contract/index.ts';

/*
 * The one place that knows the API's raw shapes (spec §3's snake_case prices, `images[].image`):
 * every answer is reshaped here into the shop's domain types before anything else sees it.
 * Products are reshaped in reshape-product.ts: this file goes with the header's code onto every
 * page (astro.config.mjs), which never reshapes a product, so neither does every page's JavaScript.
 */

/** A wire sku as the shop uses it: camelCase prices; the spec's `attributes` pairs are left out. */
export function reshapeSku(sku: SkuWire): Sku {
  return {
    id: sku.id,
    code: sku.code,
    price: sku.price,
    salePrice: sku.sale_price,
    regularPrice: sku.regular_price,
    stock: sku.stock,
    image: { src: sku.image.src, width: sku.image.width, height: sku.image.height },
    attributeValues: sku.attributeValues,
  };
}

/** A sku's live stock and prices as the shop uses them. */
export function reshapeSkuStock(stock: SkuStockWire): SkuStock {
  return { skuId: stock.skuId, stock: stock.stock, price: stock.price, salePrice: stock.sale_price, regularPrice: stock.regular_price };
}
