import type { Category } from '../lib/contract/index.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import { loadAllProducts, loadCategories, loadRelated } from './catalogue.ts';
import { memo } from './memo.ts';

/** Everything a product page is rendered from; also its `_payload.json`. */
export interface ProductPageData {
  product: ShopProduct;
  category: Category | undefined;
  related: ShopProduct[];
}

// Keyed by id: the page and its `_payload.json` pass the same product.
const loadById = memo(async (id: number, product: ShopProduct): Promise<ProductPageData> => {
  const [categories, related] = await Promise.all([loadCategories(), loadRelated(id)]);
  return { product, category: categories.find((c) => c.id === product.categoryId), related };
});

/** Loads one product page's data, once per build: the page and its `_payload.json` share it. */
export const loadProductPage = (product: ShopProduct): Promise<ProductPageData> => loadById(product.id, product);

/** The static paths of every product page, each with its product. */
export async function productPaths() {
  return (await loadAllProducts()).map((product) => ({ params: { id: String(product.id) }, props: { product } }));
}
