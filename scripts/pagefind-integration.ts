import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';
import { createIndex, close } from 'pagefind';

/**
 * Builds the static search index (Pagefind) over the built product pages, into `{outDir}/pagefind`.
 * Only pages marked `data-pagefind-body` (product pages) are indexed; the index is loaded by the
 * listing island only when a search or a filtered listing is asked for.
 */
export function pagefind(): AstroIntegration {
  return {
    name: 'storefront:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const started = performance.now();
        try {
          const { index, errors } = await createIndex({});
          if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
          const added = await index.addDirectory({ path: site });
          if (added.errors.length) throw new Error(`Pagefind indexing failed: ${added.errors.join('; ')}`);
          const written = await index.writeFiles({ outputPath: `${site}pagefind` });
          if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
          logger.info(`indexed ${added.page_count} pages in ${Math.round(performance.now() - started)} ms`);
        } finally {
          await close();
        }
      },
    },
  };
}
