import type { AstroIntegration } from 'astro';

/*
 * The Bangla twins of pages for the sitemap (issue 24 §1). Every page is prerendered under /bn/
 * too (astro.config.mjs: i18n fallback), but @astrojs/sitemap lists a fallback twin only for
 * routes without parameters: `/bn/products/12` and `/bn/categories/pens` were missing. This adds
 * the twin of every page the build wrote to the sitemap's `customPages`, filled when the build is
 * done and read by the sitemap step after it (it must come before `sitemap()` in the list). The
 * sitemap's own filter then leaves out the private ones, and its i18n option pairs each page with
 * its twin (hreflang).
 */
export function sitemapTwins(locale: string): { integration: AstroIntegration; customPages: string[] } {
  const customPages: string[] = [];
  let site: URL | undefined;
  const integration: AstroIntegration = {
    name: 'storefront:sitemap-twins',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = config.site ? new URL(config.site) : undefined;
      },
      'astro:build:done': ({ pages }) => {
        if (!site) return;
        customPages.length = 0;
        for (const { pathname } of pages) {
          const path = pathname.replace(/^\/+/, '');
          if (path === locale || path.startsWith(`${locale}/`) || path === '404/' || path === '404') continue;
          customPages.push(new URL(`/${locale}/${path}`, site).href);
        }
      },
    },
  };
  return { integration, customPages };
}
