import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCategories } from '../data/catalogue.ts';
import { contentRoutes } from '../lib/content/content-routes.ts';
import { listingRoutes } from '../lib/search/listing-routes.ts';

/** `/_redirects`: how a host routes listing URLs and `/contact-us` (Netlify's format; `npm start` reads it too). */
export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(listingRoutes(await loadCategories()) + contentRoutes(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
