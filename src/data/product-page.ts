import type { Category } from '../lib/contract/index.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import { loadAllProducts, loadCategories, loadRelated } from './catalogue.ts';

/** Everything a product page is rendered from; also its `_payload.json`. */
export interface ProductPageData {
  product: ShopProduct;
  category: Category | undefined;
  related: ShopProduct[];
}

const loaded = new Map<number, Promise<ProductPageData>>();

/** Loads one product page's data, once per build: the page and its `_payload.json` share it. */
export function loadProductPage(product: ShopProduct): Promise<ProductPageData> {
  let data = loaded.get(product.id);
  if (!data) {
    data = Promise.all([loadCategories(), loadRelated(product.id)]).then(([categories, related]) => ({
      product, category: categories.find((c) => c.id === product.categoryId), related,
    }));
    loaded.set(product.id, data);
  }
  return data;
}

/** The static paths of every product page, each with its product. */
export async function productPaths() {
  return (await loadAllProducts()).map((product) => ({ params: { id: String(product.id) }, props: { product } }));
}
