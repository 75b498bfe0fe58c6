import { link, mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { filesUnder, PRERENDER_FOLDER } from '../scripts/releases/work-folder.ts';

/*
 * The Bangla twins' `_payload.json` (issue 24 §1: every prerendered page has its payload in its own
 * folder). A payload is the data a page was rendered from, the same in both languages: the words
 * are the page's, not the data's (src/data/memo.ts loads it in no page's language). So the Bangla
 * payload is not rendered a second time through Astro's per-page pipeline (issue 25: at 10,000
 * products, 10,000 outputs of the build's 40,000, each rendered as a fetch, encoded, written and
 * kept in the build cache) but written as a hard link to the English one: the same bytes under
 * both paths, one file on disk.
 */

/** The folder of the Bangla twins (src/lib/i18n/href.ts). */
const TWIN_FOLDER = 'bn';
const PAYLOAD = '_payload.json';

/** What is not an English page's folder, and is not walked: the twins, the bundles, the search index. */
const NOT_PAGES = [PRERENDER_FOLDER, TWIN_FOLDER, '_astro', 'pagefind'];

/**
 * Gives every English page's `_payload.json` under `site` its Bangla twin, `bn/{path}/_payload.json`,
 * as a hard link (a file already there is replaced, never written through). Answers how many.
 * Run once the build has written the pages, before anything copies the folder.
 */
export async function linkPayloadTwins(site: string): Promise<number> {
  const payloads = (await filesUnder(site, NOT_PAGES)).filter((file) => file === PAYLOAD || file.endsWith(`/${PAYLOAD}`));
  // A few hundred at a time: the file system's thread pool, not 20,000 promises at once.
  for (let i = 0; i < payloads.length; i += 256) {
    await Promise.all(payloads.slice(i, i + 256).map(async (file) => {
      const twin = join(site, TWIN_FOLDER, file);
      await mkdir(dirname(twin), { recursive: true }); // there already when the Bangla page is
      await rm(twin, { force: true });
      await link(join(site, file), twin);
    }));
  }
  return payloads.length;
}
