/** How a chosen sku is named in the cart: "Size: A5 · Color: Blue". */
export const skuMessages = {
  attribute: (label: string, option: string) => `${label}: ${option}`,
  separator: ' · ',
} as const;
