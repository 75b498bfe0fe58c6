import type { APIRoute } from 'astro';

/**
 * `/robots.txt`: everything may be crawled except shoppers' own pages, and the sitemap is named
 * with the site's absolute address (crawlers need one), hence built rather than a static file.
 */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href;
  const lines = ['User-agent: *', 'Allow: /', 'Disallow: /cart', 'Disallow: /checkout', 'Disallow: /orders', 'Disallow: /details', 'Disallow: /profile', 'Disallow: /payments/', '', `Sitemap: ${sitemap}`];
  return new Response(`${lines.join('\n')}\n`, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
