import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { matchRoute, parseRoutes, type RouteRule } from '../src/lib/search/listing-routes.ts';

/** Where a request is routed by the site's `_redirects`: a redirect, a rewrite, or nothing. */
export type RouteLookup = (pathname: string, search: string) => Promise<{ to: string; status: number } | undefined>;

/**
 * Reads `root/_redirects` as a CDN does (the subset `src/lib/search/listing-routes.ts` writes),
 * again whenever the file changes, so a rebuild under a running server takes effect.
 */
export function hostRoutes(root: string): RouteLookup {
  const path = join(root, '_redirects');
  let loaded: { version: string; rules: RouteRule[] } | undefined;
  return async (pathname, search) => {
    const stats = await stat(path).catch(() => undefined);
    if (!stats?.isFile()) return undefined;
    const version = `${stats.size}-${stats.mtimeMs}`;
    if (loaded?.version !== version) loaded = { version, rules: parseRoutes(await readFile(path, 'utf8')) };
    return matchRoute(loaded.rules, pathname, search);
  };
}
