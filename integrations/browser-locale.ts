import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { BUNDLE_VARIANTS_KEY } from '../src/lib/i18n/bundle-variants.ts';
import { markMessageModule, splitLocaleBundles, type BuiltChunk } from './locale-bundles.ts';

const RUNTIME = fileURLToPath(new URL('../src/paraglide/runtime.js', import.meta.url));
const BROWSER_RUNTIME = fileURLToPath(new URL('../src/lib/i18n/browser-runtime.ts', import.meta.url));
const MESSAGES = fileURLToPath(new URL('../src/paraglide/messages/', import.meta.url));

/** A compiled message module (one message each), not the folder's index. */
const isMessageModule = (id: string) => id.startsWith(MESSAGES) && id.endsWith('.js') && !id.endsWith('_index.js');

/**
 * The browser's bundles and the page's language. In client bundles only (server builds keep
 * Paraglide's own runtime, whose AsyncLocalStorage renders each page in its language):
 * - Paraglide's runtime is src/lib/i18n/browser-runtime.ts (it says why, measured);
 * - each message reads its language through a marker, and once the client build is written each
 *   chunk with words is split into an English and a Bangla file (integrations/locale-bundles.ts);
 *   the map of the Bangla files is left for the pages' prerendering (src/middleware.ts).
 */
export function browserLocale(): Plugin {
  const inClient = (environment: { config: { consumer: string } } | undefined, ssr?: boolean) =>
    environment ? environment.config.consumer === 'client' : !ssr;
  return {
    name: 'storefront:browser-locale',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.endsWith('runtime.js')) return null;
      if (!inClient(this.environment, options?.ssr)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === RUNTIME ? BROWSER_RUNTIME : null;
    },
    transform(code, id, options) {
      if (!isMessageModule(id.split('?')[0]!) || !inClient(this.environment, options?.ssr)) return null;
      return { code: markMessageModule(code, id), map: null };
    },
    async writeBundle(options, bundle) {
      if (!inClient(this.environment) || !options.dir) return;
      const chunks: BuiltChunk[] = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk' ? [{ fileName: output.fileName, code: output.code }] : []);
      const { files, variants } = splitLocaleBundles(chunks);
      await Promise.all(files.map((file) => writeFile(join(options.dir!, file.fileName), file.code)));
      (globalThis as Record<symbol, unknown>)[BUNDLE_VARIANTS_KEY] =
        new Map([...variants].map(([english, bangla]) => [`/${english}`, `/${bangla}`]));
      this.info(`${variants.size} bundles with words split into English and Bangla`);
    },
  };
}
