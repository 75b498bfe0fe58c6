import type { Category, Slider } from '../lib/contract/index.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import { homeSections } from '../lib/home.ts';
import { loadAllProducts, loadCategories, loadSliders } from './catalogue.ts';

/** Everything the home page is rendered from; also its `_payload.json`. */
export interface HomePageData {
  sliders: Slider[];
  categories: Category[];
  newArrivals: ShopProduct[];
  onSale: ShopProduct[];
}

/** Loads the home page's data. */
export async function loadHomePage(): Promise<HomePageData> {
  const [sliders, categories, products] = await Promise.all([loadSliders(), loadCategories(), loadAllProducts()]);
  return { sliders, categories, ...homeSections(products) };
}
