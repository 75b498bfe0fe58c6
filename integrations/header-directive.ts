import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/*
 * The header's islands (search, cart) are on every page, and React is most of what they cost. With
 * `client:idle` every page, content pages included, would load React whether or not anyone touches
 * the header; `client:visible` would too (the header is always in view). `client:header` wakes them
 * when a shopper first reaches for the header (header-directive-client.ts says exactly when, and
 * how no press made meanwhile is lost), so a page nobody searches from loads no React for it.
 */

/** The `client:header` directive, registered for astro.config.mjs. */
export function headerDirective(): AstroIntegration {
  return {
    name: 'storefront:header-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'header', entrypoint: fileURLToPath(new URL('./header-directive-client.ts', import.meta.url)) });
      },
    },
  };
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Wakes on the first reach for the header; `"cart"` also on a cart change elsewhere and once another island woke. */
    'client:header'?: boolean | 'cart';
  }
}
