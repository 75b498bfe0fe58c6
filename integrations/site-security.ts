import type { AstroIntegration, AstroUserConfig } from 'astro';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompressBundles } from '../scripts/precompress.ts';
import { cspDirectives, cspScriptResources, headersFile, inlineHashes, siteOrigins } from '../scripts/site-headers.ts';

type CspConfig = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/**
 * Astro's `security.csp` for the shop (astro.config.mjs): every page gets a `<meta>` policy with
 * the hashes of its scripts and styles (Astro's bundled ones, and the shop's `is:inline` ones from
 * scripts/site-headers.ts) and the origins of the build's settings. Read from the environment,
 * as the build reads `PUBLIC_API_URL` and `PUBLIC_ANALYTICS_ID`.
 */
export function siteCsp(env: Readonly<Record<string, string | undefined>> = process.env): CspConfig {
  const origins = siteOrigins(env);
  const inline = inlineHashes(origins);
  return {
    directives: cspDirectives(origins) as NonNullable<CspConfig['directives']>,
    scriptDirective: { resources: cspScriptResources(origins), hashes: inline.scripts as `sha256-${string}`[] },
    styleDirective: { hashes: inline.styles as `sha256-${string}`[] },
  };
}

/**
 * After the build (and after Pagefind and the build manifest wrote their files: register it last):
 * writes `_headers` for a static host, and the compressed siblings of the bundled scripts and
 * styles that `npm start`'s server sends (pages get theirs on their first request).
 */
export function siteHeaders(): AstroIntegration {
  return {
    name: 'storefront:site-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        await writeFile(join(site, '_headers'), headersFile());
        const started = performance.now();
        const files = await precompressBundles(site);
        logger.info(`_headers written; ${files} bundled files compressed in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}
