import type { Category } from '../lib/contract/index.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import { loadAllProducts, loadCategories, loadRelated } from './catalogue.ts';

/** Everything a product page is rendered from; also its `_payload.json`. */
export interface ProductPageData {
  product: ShopProduct;
  category: Category | undefined;
  related: ShopProduct[];
}

/** Loads one product page's data. */
export async function loadProductPage(product: ShopProduct): Promise<ProductPageData> {
  const [categories, related] = await Promise.all([loadCategories(), loadRelated(product.id)]);
  return { product, category: categories.find((c) => c.id === product.categoryId), related };
}

/** The static paths of every product page, each with its product. */
export async function productPaths() {
  return (await loadAllProducts()).map((product) => ({ params: { id: String(product.id) }, props: { product } }));
}
