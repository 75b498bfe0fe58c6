import type { Discount, Priced, Product } from './contract/index.ts';
import { discountMessages } from './messages/discounts.ts';
import { roundMoney } from './money.ts';
import { isOnSale, unitPrice } from './pricing.ts';

/**
 * A discount as the build applied it to a product: its name and how much it takes off. No label:
 * a page words it in its own language as it renders (`discountLabel`).
 */
export interface AppliedDiscount {
  id: number;
  name: string;
  type: Discount['type'];
  value: number;
}

/** A product with the global discount that applies to it, if any, already in its sku prices. */
export type ShopProduct = Product & { discount: AppliedDiscount | null };

/** Whether `discount` covers products of `categoryId` (its own null category = the whole shop). */
export function coversCategory(discount: Pick<Discount, 'categoryId'>, categoryId: number): boolean {
  return discount.categoryId === null || discount.categoryId === categoryId;
}

/** Whether `discount` runs at `now` and covers products of `categoryId`. */
export function discountApplies(discount: Discount, categoryId: number, now: Date): boolean {
  const at = now.getTime();
  return Date.parse(discount.startsAt) <= at && at < Date.parse(discount.endsAt) && coversCategory(discount, categoryId);
}

/** `price` after `discount`, in paisa-exact BDT, never below zero. */
export function discountedPrice(price: number, discount: Pick<Discount, 'type' | 'value'>): number {
  const off = discount.type === 'percent' ? (price * Math.min(discount.value, 100)) / 100 : discount.value;
  return Math.max(0, roundMoney(price - off));
}

/**
 * The sku with `discount` taken off its unit price: the discounted price becomes the sale price
 * and the price before any reduction the regular price, so `unitPrice` and the struck-through
 * "was" price follow naturally everywhere.
 */
export function applyDiscount<T extends Priced>(sku: T, discount: Pick<Discount, 'type' | 'value'> | null): T {
  if (!discount) return sku;
  const regular = isOnSale(sku) ? sku.regularPrice! : sku.price;
  return { ...sku, salePrice: discountedPrice(unitPrice(sku), discount), regularPrice: regular };
}

/** Of `discounts`, the one that takes the most off `reference`, if any. */
export function biggestSaving<T extends Pick<Discount, 'type' | 'value'>>(discounts: readonly T[], reference: number): T | null {
  let best: T | null = null;
  for (const discount of discounts) {
    if (!best || discountedPrice(reference, discount) < discountedPrice(reference, best)) best = discount;
  }
  return best;
}

/** The discount that saves the most on a product of `categoryId` at `now`, if any. */
export function bestDiscount(discounts: readonly Discount[], categoryId: number, reference: number, now: Date): Discount | null {
  return biggestSaving(discounts.filter((discount) => discountApplies(discount, categoryId, now)), reference);
}

/** A shopper-facing label: `10% off` or `BDT 50.00 off` (amounts as every price is shown, spec §9). */
export function discountLabel(discount: Pick<Discount, 'type' | 'value'>): string {
  return discount.type === 'percent' ? discountMessages.percentOff(discount.value) : discountMessages.amountOff(discount.value);
}

/** The product with the best active discount applied to every sku, and marked as such. */
export function withDiscount(product: Product, discounts: readonly Discount[], now: Date): ShopProduct {
  return discountedProduct(product, bestDiscount(discounts, product.categoryId, Math.min(...product.skus.map(unitPrice)), now));
}

/**
 * `product` with `discount` (the one chosen for it: `withDiscount`'s, or a listing's from the
 * build's discounts) taken off every sku, and marked as such; unchanged and unmarked without one.
 */
export function discountedProduct(product: Product, discount: Pick<Discount, 'id' | 'name' | 'type' | 'value'> | null): ShopProduct {
  if (!discount) return { ...product, discount: null };
  return {
    ...product,
    skus: product.skus.map((sku) => applyDiscount(sku, discount)),
    discount: { id: discount.id, name: discount.name, type: discount.type, value: discount.value },
  };
}
