import type { APIRoute, GetStaticPaths } from 'astro';
import { categoryProductsPaths, loadCategoryProducts } from '../../../data/listing-page.ts';
import type { Category } from '../../../lib/contract/index.ts';

/** `/categories/{slug}/products.json`: the category's cards and filter values, for its listing's filters (category-listing.ts). */
export const getStaticPaths = (async () => categoryProductsPaths()) satisfies GetStaticPaths;

export const GET: APIRoute<{ category: Category }> = async ({ props }) => Response.json(await loadCategoryProducts(props.category));
