import { defineMiddleware } from 'astro:middleware';
import { pruneCspMeta } from './lib/security/csp-prune.ts';
import { renderIn } from './lib/i18n/render-locale.ts';
import { localeOfPath } from './lib/i18n/href.ts';
import { withBanglaBundles } from './lib/i18n/bundle-variants.ts';
import { bytesOf, markupOf, textOf } from './lib/security/html-bytes.ts';

/*
 * Runs as each page is prerendered (the site is static: nothing here runs in a browser or on a
 * server at request time).
 * - The page is rendered in its URL's language (English, or Bangla under `/bn/`): every message
 *   and number read while it renders is in that language (src/lib/i18n/render-locale.ts). A Bangla
 *   page is its English route rendered again (astro.config.mjs): the path asked for is `originPathname`.
 * - A Bangla page loads the Bangla twins of the bundles that hold words (src/lib/i18n/bundle-variants.ts).
 * - A page keeps in its `<meta>` policy only the hashes of its own inline scripts and styles
 *   (src/lib/security/csp-prune.ts says why).
 */
export const onRequest = defineMiddleware((context, next) => {
  const locale = localeOfPath(context.originPathname);
  return renderIn(locale, async () => {
    const response = await next();
    if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
    // The page's bytes edited as Latin-1, never decoded (src/lib/security/html-bytes.ts says why); bytes, not
    // a string, back: a string body goes through the web streams' checks and encoder again.
    const markup = markupOf(await response.arrayBuffer());
    const edited = await pruneCspMeta(locale === 'bn' ? withBanglaBundles(markup) : markup, textOf);
    return new Response(bytesOf(edited), { status: response.status, statusText: response.statusText, headers: response.headers });
  }, context.url.origin);
});
