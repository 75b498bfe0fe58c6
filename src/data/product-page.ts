import type { Category } from '../lib/contract/index.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import { loadAllProducts, loadCategories, loadRelated } from './catalogue.ts';
import { BUILD_CACHE_DIR, loadAllRelated, loadProductPageKeys } from './incremental.ts';
import { memo } from './memo.ts';
import { offerSearchRecords } from './search-records.ts';

/** Everything a product page is rendered from; also its `_payload.json`. */
export interface ProductPageData {
  product: ShopProduct;
  category: Category | undefined;
  related: ShopProduct[];
}

/** Related items: all at once for an incremental build (it keys pages by them), else one call per page as it renders. */
async function relatedOf(id: number): Promise<ShopProduct[]> {
  return BUILD_CACHE_DIR ? ((await loadAllRelated()).get(id) ?? []) : loadRelated(id);
}

/**
 * A related product as its card needs it. The card shows no description, and a Bangla one is most
 * of a kilobyte: six of them grew the `_payload.json` the wishlist fetches per card by a third
 * (1.5 KB to 2.2 KB gzipped, measured), so they stay out of the page's data.
 */
const asRelated = ({ descriptionBn: _unshown, ...product }: ShopProduct): ShopProduct => product;

// Keyed by id: the page and its `_payload.json` pass the same product.
const loadById = memo(async (id: number, product: ShopProduct): Promise<ProductPageData> => {
  const [categories, related] = await Promise.all([loadCategories(), relatedOf(id)]);
  return { product, category: categories.find((c) => c.id === product.categoryId), related: related.map(asRelated) };
});

/** Loads one product page's data, once per build: the page and its `_payload.json` share it. */
export const loadProductPage = (product: ShopProduct): Promise<ProductPageData> => loadById(product.id, product);

/**
 * The static paths of every product page, each with its product; in an incremental build each
 * with its `cacheKey` too (see `productPageKey`), so only the pages whose data changed render.
 * The catalogue is loaded here first, so the search index starts from it now (`offerSearchRecords`).
 */
export const productPaths = memo(async () => {
  const products = await loadAllProducts();
  await offerSearchRecords();
  if (!BUILD_CACHE_DIR) return products.map((product) => ({ params: { id: String(product.id) }, props: { product } }));
  const keys = await loadProductPageKeys();
  return products.map((product) => ({ params: { id: String(product.id) }, props: { product }, cacheKey: keys.get(product.id)! }));
});
