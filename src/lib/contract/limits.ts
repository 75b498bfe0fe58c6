/** Limits of the API contract that browser code needs too. */

/** Most skus one `POST /api/stocks/items/skus/search` asks for; larger carts ask in batches. */
export const MAX_SKUS_PER_STOCK_SEARCH = 100;

/** Most units of one sku a cart line (and so an order line) may hold; keeps totals sane against a stuck button. */
export const MAX_LINE_QUANTITY = 999;

/**
 * Most different skus a cart (and so an order) may hold. Bounds the work a stored cart can cause:
 * a tampered cart of 10,000 lines blocked the main thread for 3.4 s and fired 100 stock calls at once.
 */
export const MAX_CART_LINES = 50;
