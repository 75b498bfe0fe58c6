import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ShopProduct } from '../lib/discounts.ts';
import { categoryDigests, layoutKey, productDigests, productPageKey } from './cache-keys.ts';
import { loadAllProducts, loadCategories, loadRelated } from './catalogue.ts';
import { loadCurrencies } from './currencies.ts';
import { memo } from './memo.ts';

/**
 * The incremental build's cache folder (`BUILD_CACHE_DIR`, set by `buildSite({ cacheDir })`); Astro
 * keeps its copies of keyed pages there too (astro.config.mjs). Unset, pages get no `cacheKey` and
 * every build renders everything, as before: builds that share a folder must not run at once, so
 * only a caller that owns one (the release builder) turns this on.
 */
export const BUILD_CACHE_DIR: string | undefined = process.env['BUILD_CACHE_DIR'] || undefined;

/** The layout's key (see `layoutKey`), once per build. */
export const loadLayoutKey = memo(async (): Promise<string> => {
  const [categories, currencies] = await Promise.all([loadCategories(), loadCurrencies()]);
  return layoutKey({ categories, currencies, year: new Date().getFullYear() });
});

/** Every product's digest (see `productDigests`), once per build. */
const loadProductDigests = memo(async (): Promise<Map<number, string>> => productDigests(await loadAllProducts()));

/** The related ids the API answered last build, each with the digest of the category it chose from. */
interface KeptRelated {
  version: 1;
  products: Record<string, { category: string; related: number[] }>;
}

const KEPT_FILE = 'storefront-related.json';
/** Related-items calls in flight at once when a category changed: enough to keep the API busy. */
const CALLS_AT_ONCE = 8;

async function readKept(dir: string): Promise<KeptRelated['products']> {
  try {
    const kept = JSON.parse(await readFile(join(dir, KEPT_FILE), 'utf8')) as KeptRelated;
    return kept.version === 1 ? kept.products : {};
  } catch {
    return {}; // first build, or a cache from another version: ask the API for everything
  }
}

/** Written whole then renamed, so a build that stops halfway never leaves half a file. */
async function writeKept(dir: string, products: KeptRelated['products']): Promise<void> {
  await mkdir(dir, { recursive: true });
  const file = join(dir, KEPT_FILE);
  await writeFile(`${file}.tmp`, JSON.stringify({ version: 1, products } satisfies KeptRelated));
  await rename(`${file}.tmp`, file);
}

/**
 * Every product's related items, by product id. A full build asks the API once per product. An
 * incremental one asks only for the products of categories whose products changed since the last
 * build: the API chooses among a product's own category (api/resources/linked.ts), so the ids it
 * answered for an unchanged category still stand. The cards always come from this build's
 * catalogue, so a page shows the very data its key was made from.
 */
export const loadAllRelated = memo(async (): Promise<Map<number, ShopProduct[]>> => {
  const [products, productDigest] = await Promise.all([loadAllProducts(), loadProductDigests()]);
  const byId = new Map(products.map((product) => [product.id, product]));
  const digests = categoryDigests(products, productDigest);
  const kept = BUILD_CACHE_DIR ? await readKept(BUILD_CACHE_DIR) : {};
  const related = new Map<number, ShopProduct[]>();
  const next: KeptRelated['products'] = {};
  let at = 0;
  const worker = async () => {
    while (at < products.length) {
      const product = products[at++]!;
      const category = digests.get(product.categoryId)!;
      const before = kept[product.id];
      const stillStands = before?.category === category && before.related.every((id) => byId.has(id));
      const items = stillStands
        ? before.related.map((id) => byId.get(id)!)
        : (await loadRelated(product.id)).map((item) => byId.get(item.id) ?? item);
      related.set(product.id, items);
      next[product.id] = { category, related: items.map((item) => item.id) };
    }
  };
  await Promise.all(Array.from({ length: CALLS_AT_ONCE }, worker));
  if (BUILD_CACHE_DIR) await writeKept(BUILD_CACHE_DIR, next);
  return related;
});

/** Every product page's `cacheKey` by product id, from the data `loadProductPage` gives it (see `productPageKey`). */
export const loadProductPageKeys = memo(async (): Promise<Map<number, string>> => {
  const [products, categories, related, digests, layout] =
    await Promise.all([loadAllProducts(), loadCategories(), loadAllRelated(), loadProductDigests(), loadLayoutKey()]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  return new Map(products.map((product) => [product.id,
    productPageKey({ product, category: byId.get(product.categoryId), related: related.get(product.id) ?? [] }, layout, digests)]));
});
