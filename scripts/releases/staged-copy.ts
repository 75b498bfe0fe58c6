import { readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { copyRelease, type PreviousCopy, type ReleaseCopyResult } from './release-copy.ts';
import type { StagingOutcome } from './release-output.ts';
import { filesUnder } from './work-folder.ts';

/*
 * A release's pages copied in two steps (issue 14 §7): writing the 20,000 pages of the large
 * catalogue (10,000 products in two languages) into a release, each with the release's id, is the
 * longest part of a one-product rebuild, and nearly all of them are pages the build will reuse as
 * they are. So while a requested build waits out the hook's debounce, the release builder already
 * copies the pages the last build recorded (work-build.ts, with `copyRelease`), and goes on while
 * the build runs: the build waits for the staging only once it has generated its pages
 * (`stagingOutcome`), and then copies only those it wrote since, or that are new, and removes those
 * it no longer has (`finishStagedRelease`).
 *
 * The staging runs in the release builder's process and the build in its own, so the builder
 * tells how the staging ended in a small file (`tellStaging`), which the build waits for.
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

/** Writes how a staging ended into `file`, whole or not at all (a rename): the build reads it once it exists. */
export async function tellStaging(file: string, outcome: StagingOutcome): Promise<void> {
  await writeFile(`${file}.part`, JSON.stringify(outcome));
  await rename(`${file}.part`, file);
}

/** How often the build looks for the staging's outcome, and for how long at most. */
const POLL_MS = 100;
const WAIT_MAX_MS = 30 * 60_000;

/**
 * Waits for the outcome the release builder writes into `file` (`tellStaging`): when the staging
 * began, or `undefined` when it failed part way (the build then places every page itself,
 * replacing what the staging left). Rejects when none comes within 30 minutes: the builder that
 * would tell it is gone, and a build that placed its pages beside a staging still writing could
 * publish a mix.
 */
export async function stagingOutcome(file: string): Promise<number | undefined> {
  for (let waited = 0; waited < WAIT_MAX_MS; waited += POLL_MS) {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (text !== undefined) {
      const outcome = JSON.parse(text) as Partial<{ stagedAt: unknown; failed: unknown }>;
      if (typeof outcome.stagedAt === 'number' && Number.isFinite(outcome.stagedAt)) return outcome.stagedAt;
      if (outcome.failed === true) return undefined;
      throw new Error(`the staging's outcome in ${file} is neither a time nor a failure: ${text}`);
    }
    await sleep(POLL_MS);
  }
  throw new Error(`no word of the staging in ${file} after ${WAIT_MAX_MS / 60_000} minutes`);
}
