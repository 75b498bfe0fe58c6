import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCategories } from '../data/catalogue.ts';
import { listingRoutes } from '../lib/search/listing-routes.ts';

/** `/_redirects`: how a host routes listing URLs (Netlify's format; `npm start` reads it too). */
export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(listingRoutes(await loadCategories()), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
