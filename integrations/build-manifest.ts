import type { AstroIntegration } from 'astro';
import { mkdir, open, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildManifest, chooseBuildId, LATEST_PATH, locateBuildId, metaPath } from '../src/lib/releases/manifest.ts';
import { RECORDS_FILE } from './pagefind.ts';
import { linkPayloadTwins } from './payload-twins.ts';
import { copyRelease, type ReleaseCopyResult } from '../scripts/releases/release-copy.ts';
import { releaseOutput, type ReleaseOutput } from '../scripts/releases/release-output.ts';
import { finishStagedRelease } from '../scripts/releases/staged-copy.ts';
import { clearWorkFolder, filesUnder, recordedOutputs, removeOrphans } from '../scripts/releases/work-folder.ts';

/**
 * The build manifest (spec §7; shapes in src/lib/releases/manifest.ts). At the start of a build
 * it settles the build's id, `BUILD_ID` when the release pipeline set one, else a fresh one, and
 * leaves it in `process.env.BUILD_ID`, where BaseLayout reads it to write `<meta name="build-id">`
 * into every page (pages know which build they are; the JavaScript bundle stays the same from
 * build to build, so its long-cached files survive a release). After the build it writes
 * `builds/meta/{id}.json`, then `builds/latest.json` last: a tab never hears of a build before
 * its description is there.
 *
 * A release build (`BUILD_RELEASE`, release-output.ts) writes into the release builder's working
 * folder, kept between builds (scripts/releases/work-folder.ts): here it is cleared of what the
 * build writes again before the build, rid of deleted products' pages after it, and the release is
 * copied out of it with this build's id in every page (scripts/releases/release-copy.ts), starting
 * as soon as the pages are generated, while Pagefind still writes the index into the release.
 * Before that copy, every build gives the Bangla pages their payloads (payload-twins.ts).
 */
export function buildManifestIntegration(): AstroIntegration {
  let id = '';
  let started = new Date();
  let release: ReleaseOutput | undefined;
  let cacheDir = '';
  let recorded = new Set<string>();
  let pages: Promise<ReleaseCopyResult & { replaced?: number; removed?: number }> | undefined;
  return {
    name: 'storefront:build-manifest',
    hooks: {
      'astro:config:setup': async ({ command, config, updateConfig }) => {
        if (command !== 'build') return;
        started = new Date();
        id = chooseBuildId(process.env['BUILD_ID'], started);
        process.env['BUILD_ID'] = id;
        release = releaseOutput();
        if (!release) return;
        // Astro empties the output folder first unless told not to: the reused pages must stay.
        updateConfig({ vite: { build: { emptyOutDir: false } } });
        cacheDir = fileURLToPath(config.cacheDir);
        recorded = await recordedOutputs(cacheDir);
        await clearWorkFolder(fileURLToPath(config.outDir), recorded);
      },
      'astro:build:generated': async ({ dir }) => {
        const site = fileURLToPath(dir);
        // Astro's record of this build is written by now.
        if (release) await removeOrphans(site, recorded, await recordedOutputs(cacheDir), started.getTime());
        // The Bangla pages' payloads, links to the English ones (payload-twins.ts): after the orphans
        // went (the record of a build before the links may name them), before anything is copied.
        await linkPayloadTwins(site);
        if (!release) return;
        // From here on, a file of the working folder that does not change again is in this release as it is.
        if (release.record) await writeJson(release.record, { id, copiedAt: Date.now() });
        // (The bundles go after the build, with the compressed copies the headers step writes.)
        const withPages = (file: string) => file !== RECORDS_FILE && !file.startsWith('_astro/');
        const previous = release.previous ? { previous: release.previous } : {};
        pages = release.stagedAt === undefined
          ? copyRelease({ from: site, to: release.dir, id, ...previous, filter: withPages })
          // Most pages are in the release already, copied while the build waited (staged-copy.ts).
          : finishStagedRelease(site, release.dir, id, release.stagedAt, withPages, release.previous);
        pages.catch(() => {}); // reported where it is awaited, at the end of the build
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        if (release) {
          const copied = await pages;
          // (The search index is in the release only, where Pagefind wrote it: the manifest lists pages and bundles.)
          const { latest, meta } = buildManifest(id, started, await filesUnder(site));
          await writeJson(join(site, metaPath(id)), meta);
          await writeJson(join(site, LATEST_PATH), latest);
          const copy = copied?.replaced !== undefined
            // Staged: the counts are of what the build wrote since; the staging placed the rest.
            ? `pages staged while the build waited; since then ${copied.pages} pages written with its id (${copied.replaced} staged files replaced), ` +
              `${copied.linked} files shared with the last release, ${copied.copied} copied, ${copied.twinned} linked to their twins, ${copied.removed} removed`
            : `${copied?.pages ?? 0} pages written with its id, ${copied?.linked ?? 0} files shared with the last release, ${copied?.copied ?? 0} copied, ${copied?.twinned ?? 0} linked to their twins`;
          logger.info(`build ${id}: ${meta.pages.length} pages, ${meta.assets.length} assets; release ${release.dir}: ${copy}`);
          return;
        }
        const files = await filesUnder(site);
        const { latest, meta } = buildManifest(id, started, files);
        const restamped = await restampPages(site, files.filter((file) => file.endsWith('.html')), id);
        await writeJson(join(site, metaPath(id)), meta);
        await writeJson(join(site, LATEST_PATH), latest);
        logger.info(`build ${id}: ${meta.pages.length} pages, ${meta.assets.length} assets${restamped ? `, ${restamped} reused pages given its id` : ''}`);
      },
    },
  };
}

async function writeJson(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value)}\n`);
}

/** How far into a page its build-id meta is looked for first: BaseLayout writes it early in the head. */
const HEAD_BYTES = 16 * 1024;

/**
 * Gives this build's id to pages that an incremental build reused from an earlier one (Astro's
 * `experimental.incrementalBuild` copies a page whose data did not change): their HTML is this
 * build's in all but the id, and a page with an old id would see every check as a new release.
 * An id of the same length is patched in place; answers how many pages were given the id.
 */
async function restampPages(site: string, pages: readonly string[], id: string): Promise<number> {
  let restamped = 0;
  for (const page of pages) {
    const path = join(site, page);
    const file = await open(path, 'r+');
    try {
      const head = Buffer.alloc(HEAD_BYTES);
      const { bytesRead } = await file.read(head, 0, HEAD_BYTES, 0);
      const found = locateBuildId(head.subarray(0, bytesRead).toString('latin1'));
      if (!found || found.id === id) continue;
      if (found.id.length === id.length) {
        await file.write(Buffer.from(id, 'latin1'), 0, id.length, found.at);
      } else {
        const bytes = await readFile(path);
        await writeFile(path, Buffer.concat([bytes.subarray(0, found.at), Buffer.from(id, 'latin1'), bytes.subarray(found.at + found.id.length)]));
      }
      restamped++;
    } finally {
      await file.close();
    }
  }
  return restamped;
}
