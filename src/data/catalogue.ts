import type { Category, Discount, Slider } from '../lib/contract/index.ts';
import { listProducts, listSliders, searchGlobalDiscounts, searchLinkedItems } from '../lib/api/index.ts';
import { withDiscount, type ShopProduct } from '../lib/discounts.ts';
import { buildClient, catalogClient, orFail } from './build-api.ts';
import { memo } from './memo.ts';

// Build-time loaders, each memoised so a build fetches a resource once for all pages.

/** The instant prices are computed for: discounts active when the site is built are shown. */
const BUILT_AT = new Date();

/** All categories, in menu order. */
export const loadCategories = memo(async (): Promise<Category[]> => orFail('categories', await catalogClient.listCategories()));

/** The home page's slider images. */
export const loadSliders = memo(async (): Promise<Slider[]> => orFail('sliders', await listSliders(buildClient)).list);

/** Global discounts active at build time (spec §7). */
export const loadDiscounts = memo(async (): Promise<Discount[]> =>
  orFail('discounts', await searchGlobalDiscounts(buildClient, { size: 100, activeAt: BUILT_AT.toISOString() })).list);

const PAGE_SIZE = 100;
/** Catalogue pages asked for at once: the build parses one while the API reads the next. */
const PAGES_AT_ONCE = 4;

/** Every product the API lists, paged through in full (a few pages at a time), with active discounts applied. */
export const loadAllProducts = memo(async (): Promise<ShopProduct[]> => {
  const discounts = await loadDiscounts();
  const first = orFail('products', await listProducts(buildClient, { page: 1, size: PAGE_SIZE }));
  const pages: ShopProduct[][] = [first.list.map((product) => withDiscount(product, discounts, BUILT_AT))];
  let next = 2;
  const worker = async () => {
    for (let page = next++; page <= Math.ceil(first.total / PAGE_SIZE); page = next++) {
      const { list } = orFail('products', await listProducts(buildClient, { page, size: PAGE_SIZE }));
      pages[page - 1] = list.map((product) => withDiscount(product, discounts, BUILT_AT));
    }
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  return pages.flat();
});

/** Products related to `productId` (spec §7: linked items), with discounts applied. */
export async function loadRelated(productId: number, size = 6): Promise<ShopProduct[]> {
  const [discounts, page] = await Promise.all([loadDiscounts(), searchLinkedItems(buildClient, { itemId: productId, size })]);
  return orFail(`items linked to ${productId}`, page).list.map((product) => withDiscount(product, discounts, BUILT_AT));
}
