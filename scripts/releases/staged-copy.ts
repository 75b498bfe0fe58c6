import { rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { copyRelease, type PreviousCopy, type ReleaseCopyResult } from './release-copy.ts';
import { filesUnder } from './work-folder.ts';

/*
 * A release's pages copied in two steps (issue 14 §7): writing the 10,000 pages of the large
 * catalogue into a release, each with the release's id, is the longest part of a one-product
 * rebuild, and nearly all of them are pages the build will reuse as they are. So while a requested
 * build waits out the hook's debounce, the release builder already copies the pages the last build
 * recorded (work-build.ts, with `copyRelease`); once the build has generated its pages, only those it wrote since,
 * or that are new, are copied, and those it no longer has removed (`finishStagedRelease`).
 */

/**
 * A file written this long before staging began is taken as possibly written after it: file times
 * may be coarser than the clock (2 s on some file systems). Copying it again costs little.
 */
const CLOCK_SLACK_MS = 2_000;

/** The index folder Pagefind writes into the release meanwhile. */
const SEARCH_FOLDER = 'pagefind';

/**
 * After the build generated its pages: makes the release's pages those of the working folder that
 * `keep` accepts, given that the release holds what was staged from it at `stagedAt`. A staged file
 * the build wrote again is replaced (never written through: it may be a link to the previous
 * release), a file it no longer has removed, a new one copied.
 */
export async function finishStagedRelease(
  work: string,
  to: string,
  id: string,
  stagedAt: number,
  keep: (file: string) => boolean,
  previous?: PreviousCopy,
): Promise<ReleaseCopyResult & { replaced: number; removed: number }> {
  // Not the search index Pagefind writes meanwhile (10,000 fragments: not staged, not walked).
  const staged = new Set(await filesUnder(to, [SEARCH_FOLDER]));
  const now = (await filesUnder(work)).filter(keep);
  const present = new Set(now);
  const written = await Promise.all(now.map(async (file) =>
    !staged.has(file) || (await stat(join(work, file))).mtimeMs >= stagedAt - CLOCK_SLACK_MS));
  const again = now.filter((_, i) => written[i]);
  const gone = [...staged].filter((file) => !present.has(file));
  await Promise.all(gone.map((file) => rm(join(to, file), { force: true })));
  // A deleted product's folder goes too, once empty (rmdir refuses a folder that is not).
  for (const folder of [...new Set(gone.map((file) => dirname(file)))].filter((folder) => folder !== '.').sort().reverse()) {
    await rmdir(join(to, folder)).catch(() => undefined);
  }
  const copied = await copyRelease({ from: work, to, id, files: again, replace: true, ...(previous ? { previous } : {}) });
  return { ...copied, replaced: again.filter((file) => staged.has(file)).length, removed: gone.length };
}
