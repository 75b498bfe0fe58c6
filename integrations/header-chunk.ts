/*
 * The "common" chunk: the code the header's script runs on every page (Header.astro's `<script>`:
 * the currency picker, the account control, the releases code) and everything it imports, in one
 * file, which every page loads anyway. Found from the module graph as the build sees it, not listed
 * by hand: a module belongs when a chain of static imports leads to it from that script. Without
 * the group, Rolldown puts a module the header shares with islands into a chunk of theirs (the
 * `price` group takes the currency rules, with its hook's React import), and a page with no island
 * of its own loaded React for its header. The header's islands (search, cart) are not in it: they
 * load their code when they wake.
 */

/** What Rolldown's chunking tells a group's `name` function about a module (the part read here). */
interface ChunkingContext { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** The module id of the header's own script, as Astro names the `<script>` of Header.astro. */
export const HEADER_SCRIPT = /[\\/]src[\\/]components[\\/]Header\.astro\?astro&type=script&/;

/**
 * A code-splitting group's `name`: `name` for a module statically imported, directly or not, by a
 * module `entry` matches; null (not in the group) for any other, and for `entry` itself.
 */
export function reachedFrom(entry: RegExp, name: string): (id: string, ctx: ChunkingContext) => string | null {
  const known = new Map<string, boolean>();
  /** Whether `id` is `entry` or imported by a module that is; `seen` breaks import cycles. */
  const reaches = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
    if (entry.test(id)) return true;
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (seen.has(id)) return false;
    seen.add(id);
    return (ctx.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, ctx, seen));
  };
  return (id, ctx) => {
    if (entry.test(id)) return null; // the script itself stays its page's entry
    // Only the asked module's answer is kept: one found false inside a cycle may be true by another path.
    const answer = reaches(id, ctx, new Set());
    known.set(id, answer);
    return answer ? name : null;
  };
}
