import type { Sku } from '../../src/lib/contract/index.ts';
import type { CartProduct } from '../../src/lib/cart.ts';

/** A sku fixture: a normal-priced, in-stock blue pen unless told otherwise. */
export function sku(overrides: Partial<Sku> = {}): Sku {
  return {
    id: 1,
    code: 'PEN-BLU-1',
    price: 20,
    salePrice: null,
    regularPrice: null,
    stock: 10,
    image: { src: 'http://localhost:8787/media/skus/1.webp', width: 800, height: 800 },
    attributeValues: [{ attribute: 'Color', option: 'blue', displayLabel: 'Color', optionDisplayLabel: 'Blue' }],
    ...overrides,
  };
}

/** The product a cart line remembers. */
export const pen: CartProduct = { id: 7, name: 'Matador Pinpoint Ball Pen', slug: 'matador-pinpoint-7', image: 'http://localhost:8787/media/products/7-1.webp', discount: null };
