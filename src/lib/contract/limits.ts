/** Limits of the API contract that browser code needs too. */

/** Most skus one `POST /api/stocks/items/skus/search` asks for; larger carts ask in batches. */
export const MAX_SKUS_PER_STOCK_SEARCH = 100;
