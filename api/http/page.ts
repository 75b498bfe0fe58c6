/** Where a page sits in a longer list: the contract's `{ total, page, size }` beside `list`. */
export interface PageWindow {
  total: number;
  page: number;
  size: number;
}

/** The contract's page envelope (answers carry their rows in `body.list`, spec §7). */
export function pageOf<T>(list: T[], window: PageWindow): { list: T[] } & PageWindow {
  return { list, total: window.total, page: window.page, size: window.size };
}

/**
 * A list answered whole, as one page: `size` is what was asked for, else the list's length (at
 * least 1, as the contract's page size is never 0).
 */
export function singlePage<T>(list: T[], size = Math.max(list.length, 1)): { list: T[] } & PageWindow {
  return pageOf(list, { total: list.length, page: 1, size });
}
