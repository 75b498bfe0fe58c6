/**
 * The build manifest (spec §7, DESIGN "Pages"): every build writes `builds/latest.json`
 * (`{ id, timestamp }`, revalidated: open tabs poll it) and `builds/meta/{id}.json`
 * (`{ id, timestamp, pages, assets }`, immutable: one per build, never rewritten).
 * Written by integrations/build-manifest.ts; `latest.json` is read by the version watch (src/scripts/version-watch.ts).
 */

/** What `builds/latest.json` holds: the live build. */
export interface LatestBuild {
  id: string;
  /** When the build ran (ISO 8601, UTC). */
  timestamp: string;
}

/** What `builds/meta/{id}.json` holds: the build and what it published. */
export interface BuildMeta extends LatestBuild {
  /** The built routes, as paths (`/`, `/about/`, `/404`). */
  pages: string[];
  /** The hashed `_astro/*` files, as paths (`/_astro/common.BWAdp_xk.js`). */
  assets: string[];
}

/** A build id: URL-safe (it names a file and rides in a query string), 1–64 characters. */
export const BUILD_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Where the manifest files live in the built site. */
export const LATEST_PATH = 'builds/latest.json';
export const metaPath = (id: string): string => `builds/meta/${id}.json`;

/**
 * A fresh build id when the release pipeline named none: the build's UTC time to the millisecond
 * and 4 random hex digits (`20261123-191000-123-a1b2`), the shape of the pipeline's release ids
 * (scripts/releases/release-id.ts): ids sort by age, say when they were built, and two builds in
 * one millisecond still differ.
 */
export function newBuildId(now: Date, random: () => number = Math.random): string {
  const [date = '', time = ''] = now.toISOString().split('T');
  const tail = Math.floor(random() * 0x10000).toString(16).padStart(4, '0');
  return `${date.replaceAll('-', '')}-${time.slice(0, 8).replaceAll(':', '')}-${time.slice(9, 12)}-${tail}`;
}

/** The id this build uses: `BUILD_ID` when the release pipeline set one (checked), else a fresh one. */
export function chooseBuildId(fromEnv: string | undefined, now: Date): string {
  if (fromEnv === undefined || fromEnv === '') return newBuildId(now);
  if (!BUILD_ID_PATTERN.test(fromEnv)) throw new Error(`BUILD_ID must match ${BUILD_ID_PATTERN} (it names builds/meta/{id}.json): ${JSON.stringify(fromEnv)}`);
  return fromEnv;
}

/** The route an HTML file is served at (`about/index.html` → `/about/`, `404.html` → `/404`), or undefined for other files. */
export function routeOf(file: string): string | undefined {
  if (file === 'index.html') return '/';
  if (file.endsWith('/index.html')) return `/${file.slice(0, -'index.html'.length)}`;
  if (file.endsWith('.html')) return `/${file.slice(0, -'.html'.length)}`;
  return undefined;
}

/**
 * Both manifest files of a build, from the paths of the files it wrote (relative to the output
 * folder, `/`-separated): pages are its HTML routes, assets its `_astro/*` files; both sorted.
 */
export function buildManifest(id: string, timestamp: Date, files: readonly string[]): { latest: LatestBuild; meta: BuildMeta } {
  const latest = { id, timestamp: timestamp.toISOString() };
  const pages = files.flatMap((file) => routeOf(file) ?? []).sort();
  const assets = files.filter((file) => file.startsWith('_astro/')).map((file) => `/${file}`).sort();
  return { latest, meta: { ...latest, pages, assets } };
}

/**
 * Where a page's build id is in its HTML (read as latin1, so a character is a byte): its offset
 * and the id, or undefined when the page has none. BaseLayout writes it as
 * `<meta name="build-id" content="…" data-interval="…">`; the version watch reads it.
 */
export function locateBuildId(html: string): { at: number; id: string } | undefined {
  const found = /<meta name="build-id" content="([A-Za-z0-9_-]+)"/.exec(html);
  if (!found?.[1]) return undefined;
  return { at: found.index + found[0].length - 1 - found[1].length, id: found[1] };
}
