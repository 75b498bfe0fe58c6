import { describe, expect, it } from 'vitest';
import { cartProductOf, type CartProductSource } from '../../src/lib/cart-product.ts';

const image = (src: string) => ({ src, image: src, alt: 'A pen', width: 800, height: 800 });
const product = {
  id: 7,
  name: 'Matador Pinpoint Ball Pen',
  slug: 'matador-pinpoint-7',
  images: [image('http://localhost:8787/media/products/7-1.webp'), image('http://localhost:8787/media/products/7-2.webp')],
  discount: null,
  categoryId: 3,
} as unknown as CartProductSource;

describe('cartProductOf', () => {
  it('keeps the id, name, slug, category and the first picture', () => {
    expect(cartProductOf(product)).toEqual({
      id: 7,
      name: 'Matador Pinpoint Ball Pen',
      slug: 'matador-pinpoint-7',
      image: 'http://localhost:8787/media/products/7-1.webp',
      discount: null,
      categoryId: 3,
    });
  });
  it('keeps of a discount only what a live price check compares', () => {
    const discounted = { ...product, discount: { id: 4, name: 'Eid sale', type: 'percent', value: 10 } } as CartProductSource;
    expect(cartProductOf(discounted).discount).toEqual({ id: 4, type: 'percent', value: 10 });
  });
});
