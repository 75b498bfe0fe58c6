/** Words of an order's money and delivery, shared by the checkout's review and an order's page (issue 11). */
export const orderMoneyMessages = {
  subtotal: 'Subtotal',
  couponDiscount: 'Coupon discount',
  delivery: 'Delivery',
  free: 'Free',
  total: 'Total',
  option: { standard: 'Standard delivery', express: 'Express delivery' } as Record<string, string>,
} as const;
