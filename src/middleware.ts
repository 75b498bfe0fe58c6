import { defineMiddleware } from 'astro:middleware';
import { pruneCspMeta } from './lib/security/csp-prune.ts';

/*
 * Runs as each page is prerendered (the site is static: nothing here runs in a browser or on a
 * server at request time). A page keeps in its `<meta>` policy only the hashes of its own inline
 * scripts and styles (src/lib/security/csp-prune.ts says why).
 */
export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await pruneCspMeta(await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
