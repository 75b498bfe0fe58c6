import { formatNumber } from './format.ts';

/** Words of the product page's buying box: picker, stock, quantity, Add to cart and its outcome. */
export const productMessages = {
  from: 'From ',
  chooseOne: 'choose one',
  soldOutOption: ' (sold out)',
  stockUnchosen: 'Choose an option to see stock',
  stockOut: 'Out of stock',
  stockLow: (left: number) => `Only ${formatNumber(left)} left`,
  stockIn: 'In stock',
  quantity: 'Quantity',
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  addToCart: 'Add to cart',
  adding: 'Adding…',
  /** `attributes` are the picker's labels in lower case, e.g. ['size', 'color']. */
  chooseFirst: (attributes: readonly string[]) => `Please choose ${attributes.join(' and ')} first.`,
  added: (quantity: number) => `Added ${formatNumber(quantity)} to your cart.`,
  addedNotSaved: (quantity: number) =>
    `Added ${formatNumber(quantity)} to your cart, but your browser’s storage is full, so the cart may not be kept after you leave this page.`,
  justSoldOut: 'Sorry, this option has just sold out.',
  onlyMore: (available: number) => `Only ${formatNumber(available)} more can be added.`,
  allInCart: 'You already have all we have in stock in your cart.',
  viewCart: 'View cart',
  brand: 'Brand:',
  about: 'About this product',
  related: 'You may also like',
  relatedList: 'Related products',
} as const;
