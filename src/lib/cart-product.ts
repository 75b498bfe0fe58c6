import type { CartProduct } from './cart.ts';
import type { ShopProduct } from './discounts.ts';

/** The parts of a catalogue product a cart line is built from. */
export type CartProductSource = Pick<ShopProduct, 'id' | 'name' | 'slug' | 'images' | 'discount' | 'categoryId'> & { nameBn?: string | undefined };

/**
 * The product as a cart line remembers it (lib/cart.ts): its first picture, and of its discount only
 * what a live price check needs to compare like for like, not the shopper-facing name and label.
 */
export function cartProductOf(product: CartProductSource): CartProduct {
  const { discount } = product;
  return {
    id: product.id,
    name: product.name,
    ...(product.nameBn ? { nameBn: product.nameBn } : {}),
    slug: product.slug,
    image: product.images[0]!.src,
    discount: discount ? { id: discount.id, type: discount.type, value: discount.value } : null,
    categoryId: product.categoryId,
  };
}
