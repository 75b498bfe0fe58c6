/*
 * Astro's `security.csp` writes into every page's `<meta>` policy the hashes of every inline script
 * and style of the whole build (and of every bundled file, which 'self' allows anyway): 41 hashes,
 * about 1.2 KB compressed, where a page uses nine. That pushed a category page's HTML past the
 * first round trip of a slow connection (14,600 bytes), which a shopper pays for in LCP. Each page
 * keeps only the hashes of the inline blocks it carries; a page's scripts create no inline script
 * or style of their own (tests/e2e/csp.spec.ts crawls every route under the enforced policy).
 */

import { cspHash } from '../csp-hash.ts';

const POLICY = /(<meta http-equiv="content-security-policy" content=")([^"]*)(")/;
const INLINE = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g;
const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/=]+'$/;
/** Directives whose hash sources are pruned: the ones inline blocks answer to. */
const PRUNED = new Set(['script-src', 'style-src', 'script-src-elem', 'style-src-elem']);

/**
 * Hash sources by text. The pages of a build share a few inline blocks (the 26 KB stylesheet, the
 * header's scripts): each is hashed once, not once a page (issue 25's profile: ~5 s of a
 * 10,000-product build went to hashing the same blocks again). Bounded, should a page ever carry a
 * block of its own. One cache for each way of reading a block (`textOf`): the same characters read
 * as Latin-1 bytes and as text are different blocks.
 */
const hashedBy = new WeakMap<(block: string) => string, Map<string, string>>();
const HASHED_MAX = 1_000;

/** The hash source (`'sha256-…'`) of an inline block, as the browser computes it over its text. */
function hashSource(text: string, textOf: (block: string) => string): string {
  let hashed = hashedBy.get(textOf);
  if (!hashed) hashedBy.set(textOf, (hashed = new Map()));
  let source = hashed.get(text);
  if (source === undefined) {
    source = `'${cspHash(textOf(text))}'`;
    if (hashed.size < HASHED_MAX) hashed.set(text, source);
  }
  return source;
}

const asText = (block: string) => block;

/**
 * Hash sources of the inline scripts and styles in `html`: not external scripts, not JSON data
 * blocks (they never run). `textOf` gives a block's text when `html` is not plain text (the
 * middleware passes the page's bytes as Latin-1: html-bytes.ts).
 */
export async function inlineHashSources(html: string, textOf: (block: string) => string = asText): Promise<Set<string>> {
  const sources = new Set<string>();
  for (const [, , attributes = '', text = ''] of html.matchAll(INLINE)) {
    if (/\ssrc=/.test(attributes) || /\stype="application\/(ld\+)?json"/.test(attributes)) continue;
    sources.add(hashSource(text, textOf));
  }
  return sources;
}

/** `policy` with only the hash sources in `keep` left in the script and style directives. */
export function keepHashSources(policy: string, keep: ReadonlySet<string>): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      if (!PRUNED.has(name.toLowerCase())) return directive;
      const lead = /^\s*/.exec(directive)![0];
      return lead + [name, ...sources.filter((source) => !HASH_SOURCE.test(source) || keep.has(source))].join(' ');
    })
    .join(';');
}

/** `html` with its `<meta>` policy holding only the hashes of its own inline blocks; unchanged without one. */
export async function pruneCspMeta(html: string, textOf?: (block: string) => string): Promise<string> {
  const found = POLICY.exec(html);
  if (!found) return html;
  const pruned = keepHashSources(found[2]!, await inlineHashSources(html, textOf));
  return html.slice(0, found.index) + found[1] + pruned + found[3] + html.slice(found.index + found[0].length);
}
