import type { Product, Sku, SkuStock } from '../contract/domain.ts';
import type { ProductWire, SkuStockWire, SkuWire } from '../contract/index.ts';

/*
 * The one place that knows the API's raw shapes (spec §3's snake_case prices, `images[].image`):
 * every answer is reshaped here into the shop's domain types before anything else sees it.
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

/** A wire product as the shop uses it: its pictures without the `image` alias, its skus reshaped. */
export function reshapeProduct(product: ProductWire): Product {
  return {
    id: product.id,
    name: product.name,
    nameBn: product.nameBn,
    slug: product.slug,
    description: product.description,
    categoryId: product.categoryId,
    brand: product.brand,
    createdAt: product.createdAt,
    images: product.images.map(({ src, width, height, alt }) => ({ src, width, height, alt })),
    skus: product.skus.map(reshapeSku),
  };
}

/** A sku's live stock and prices as the shop uses them. */
export function reshapeSkuStock(stock: SkuStockWire): SkuStock {
  return { skuId: stock.skuId, stock: stock.stock, price: stock.price, salePrice: stock.sale_price, regularPrice: stock.regular_price };
}
