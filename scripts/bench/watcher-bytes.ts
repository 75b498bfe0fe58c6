/**
 * Step 5: the bytes the releases code adds to every page (issue 14: "the watcher's bytes"): the
 * version watch and the reload guard (`src/scripts/releases.ts` and what it imports), bundled
 * and minified alone as the site's build does, then brotli-compressed; and the prefetch code that
 * loads at a shopper's first move. Bundled alone, so the figure is the code's own, whatever chunk
 * the site's build puts it in.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { rolldown } from 'rolldown';

export interface WatcherBytes {
  /** Brotli bytes on every page: version watch + reload guard + what wakes prefetch. */
  everyPage: number;
  /** Brotli bytes loaded at the shopper's first move (never on save-data or 2g). */
  prefetch: number;
}

const brotli = (code: string) => brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

export async function benchWatcherBytes(root: string, outDir: string): Promise<WatcherBytes> {
  const bundle = await rolldown({ input: join(root, 'src/scripts/releases.ts'), logLevel: 'silent' });
  try {
    const { output } = await bundle.write({ dir: outDir, format: 'esm', minify: true, entryFileNames: 'releases.js', chunkFileNames: '[name].js' });
    // Every page's part ships inside one chunk of the site's build: compress it as one text.
    const chunks = output.filter((item) => item.type === 'chunk');
    const everyPage = brotli(chunks.filter((chunk) => !chunk.isDynamicEntry).map((chunk) => chunk.code).join('\n'));
    const prefetch = brotli(chunks.filter((chunk) => chunk.isDynamicEntry).map((chunk) => chunk.code).join('\n'));
    return { everyPage, prefetch };
  } finally {
    await bundle.close();
    await rm(outDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = join(import.meta.dirname, '..', '..');
  console.log(await benchWatcherBytes(root, join(root, 'dist-bench-watcher')));
}
