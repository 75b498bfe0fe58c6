import { formatBDT, formatNumber } from './format.ts';

/** Words of the cart's rules: its limits and the live check's notices on a line. */
export const cartMessages = {
  /** An add refused because the cart already holds `max` different items. */
  cartFull: (max: number) => `Your cart can hold ${formatNumber(max)} different items. Remove one to add another.`,
  itemGone: 'This item is no longer sold.',
  soldOutNow: 'Out of stock now: remove it to check out.',
  onlyLeft: (available: number) => `Only ${formatNumber(available)} left in stock.`,
  priceChanged: (price: number) => `Price changed: now ${formatBDT(price)} each; you will pay the new price.`,
} as const;
