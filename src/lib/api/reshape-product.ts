import type { Product } from '../contract/domain.ts';
import type { ProductWire } from '../contract/index.ts';
import { reshapeSku } from './reshape.ts';

/** A wire product as the shop uses it: its pictures without the `image` alias, its skus reshaped. */
export function reshapeProduct(product: ProductWire): Product {
  return {
    id: product.id,
    name: product.name,
    nameBn: product.nameBn,
    slug: product.slug,
    description: product.description,
    ...(product.descriptionBn ? { descriptionBn: product.descriptionBn } : {}),
    categoryId: product.categoryId,
    brand: product.brand,
    createdAt: product.createdAt,
    ...(product.updatedAt ? { updatedAt: product.updatedAt } : {}),
    images: product.images.map(({ src, width, height, alt, altBn }) => ({ src, width, height, alt, ...(altBn?.trim() ? { altBn } : {}) })),
    skus: product.skus.map(reshapeSku),
  };
}
