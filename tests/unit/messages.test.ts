import { describe, expect, it } from 'vitest';
import { headerMessages } from '../../src/lib/messages/header.ts';
import { listingMessages } from '../../src/lib/messages/listing.ts';
import { cartMessages } from '../../src/lib/messages/cart.ts';
import { discountMessages } from '../../src/lib/messages/discounts.ts';
import { productMessages } from '../../src/lib/messages/product.ts';

// Counted messages go through format.ts: the plural form by Intl.PluralRules, numbers grouped.
describe('counted messages', () => {
  it('name the cart by its count, one item or many', () => {
    expect(headerMessages.cartLabel(1)).toBe('Cart, 1 item');
    expect(headerMessages.cartLabel(0)).toBe('Cart, 0 items');
    expect(headerMessages.cartLabel(1200)).toBe('Cart, 1,200 items');
  });
  it('count listings with grouped numbers and the right form', () => {
    expect(listingMessages.productCount(1)).toBe('1 product');
    expect(listingMessages.productCount(10000, 'Pens')).toBe('10,000 products in Pens');
    expect(listingMessages.resultCount(1, 'pen')).toBe('1 result for “pen”');
    expect(listingMessages.pageOf(2, 1500)).toBe('Page 2 of 1,500');
  });
  it('write stock, quantities and prices through the same helper', () => {
    expect(productMessages.stockLow(3)).toBe('Only 3 left');
    expect(productMessages.added(1000)).toBe('Added 1,000 to your cart.');
    expect(cartMessages.priceChanged(1234.5)).toBe('Price changed: now BDT 1,234.50 each; you will pay the new price.');
  });
  it('label discounts as a percentage or an amount in BDT', () => {
    expect(discountMessages.percentOff(12.5)).toBe('12.5% off');
    expect(discountMessages.amountOff(1500)).toBe('BDT 1,500.00 off');
  });
});
