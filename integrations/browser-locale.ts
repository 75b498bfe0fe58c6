import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const RUNTIME = fileURLToPath(new URL('../src/paraglide/runtime.js', import.meta.url));
const BROWSER_RUNTIME = fileURLToPath(new URL('../src/lib/i18n/browser-runtime.ts', import.meta.url));

/**
 * In the browser's bundles only, Paraglide's runtime is src/lib/i18n/browser-runtime.ts (it says
 * why, measured). Server builds keep the real one.
 */
export function browserLocale(): Plugin {
  return {
    name: 'storefront:browser-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('runtime.js')) return null;
      const client = this.environment ? this.environment.config.consumer === 'client' : !options?.ssr;
      if (!client) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === RUNTIME ? BROWSER_RUNTIME : null;
    },
  };
}
