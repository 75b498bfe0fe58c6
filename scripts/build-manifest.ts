import type { AstroIntegration } from 'astro';
import { mkdir, open, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildManifest, chooseBuildId, LATEST_PATH, locateBuildId, metaPath } from '../src/lib/releases/manifest.ts';

/**
 * The build manifest (spec §7; shapes in src/lib/releases/manifest.ts). At the start of a build
 * it settles the build's id, `BUILD_ID` when the release pipeline set one, else a fresh one, and
 * leaves it in `process.env.BUILD_ID`, where BaseLayout reads it to write `<meta name="build-id">`
 * into every page (pages know which build they are; the JavaScript bundle stays the same from
 * build to build, so its long-cached files survive a release). After the build it writes
 * `builds/meta/{id}.json`, then `builds/latest.json` last: a tab never hears of a build before
 * its description is there.
 */
export function buildManifestIntegration(): AstroIntegration {
  let id = '';
  let started = new Date();
  return {
    name: 'storefront:build-manifest',
    hooks: {
      'astro:config:setup': ({ command }) => {
        if (command !== 'build') return;
        started = new Date();
        id = chooseBuildId(process.env['BUILD_ID'], started);
        process.env['BUILD_ID'] = id;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const files = await listFiles(site);
        const { latest, meta } = buildManifest(id, started, files);
        const restamped = await restampPages(site, files.filter((file) => file.endsWith('.html')), id);
        await writeJson(join(site, metaPath(id)), meta);
        await writeJson(join(site, LATEST_PATH), latest);
        logger.info(`build ${id}: ${meta.pages.length} pages, ${meta.assets.length} assets${restamped ? `, ${restamped} reused pages given its id` : ''}`);
      },
    },
  };
}

/** Every file under `root`, as `/`-separated paths relative to it. */
async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length).split('\\').join('/').replace(/^\//, ''));
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
