import type { Category, Product, Slider } from '../lib/contract/index.ts';
import { listProducts, listSliders } from '../lib/api/index.ts';
import { buildClient, catalogClient, orFail } from './build-api.ts';

/** Build-time loaders. Each is memoised so a build fetches a resource once for all pages. */
const memo = new Map<string, Promise<unknown>>();
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as Promise<T>;
}

/** All categories, in menu order. */
export const loadCategories = (): Promise<Category[]> =>
  once('categories', async () => orFail('categories', await catalogClient.listCategories()));

/** The home page's slider images. */
export const loadSliders = (): Promise<Slider[]> =>
  once('sliders', async () => orFail('sliders', await listSliders(buildClient)).list);

const PAGE_SIZE = 100;

/** Every product the API lists, paged through in full. */
export const loadAllProducts = (): Promise<Product[]> =>
  once('products', async () => {
    const first = orFail('products', await listProducts(buildClient, { page: 1, size: PAGE_SIZE }));
    const pages = Math.ceil(first.total / PAGE_SIZE);
    const rest = [];
    for (let page = 2; page <= pages; page++) {
      rest.push(orFail('products', await listProducts(buildClient, { page, size: PAGE_SIZE })).list);
    }
    return [first.list, ...rest].flat();
  });
