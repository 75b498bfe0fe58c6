import type { APIRoute } from 'astro';
import { loadAllProducts, loadCategories } from '../data/catalogue.ts';
import { searchRecord } from '../lib/search/records.ts';

/**
 * `/search-records.json`: every product as a search record. The Pagefind step of the build
 * (scripts/pagefind-integration.ts) indexes it and then deletes it from the output.
 */
export const GET: APIRoute = async () => {
  const [products, categories] = await Promise.all([loadAllProducts(), loadCategories()]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  return Response.json(products.map((product) => searchRecord(product, byId.get(product.categoryId))));
};
