/*
 * The two URL helpers ofetch imports from `ufo`, written on the platform's URL API. ofetch uses
 * nothing else of ufo, whose module costs every page that calls the API ~1.2 KB (brotli) for
 * helpers it never runs; `astro.config.mjs` resolves `ufo` to this file in the shop's builds.
 * tests/unit/ufo-lite.test.ts holds it to ufo's own answers for what the client sends.
 */

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[] | Record<string, unknown>;

const PROTOCOL = /^[\s\w\0+.-]{2,}:([/\\]{1,2})/;

/** `input` under `base` (ufo's `withBase`): kept as is when absolute, or when it already starts with `base`. */
export function withBase(input: string, base?: string): string {
  if (!base || base === '/' || PROTOCOL.test(input)) return input;
  const trimmed = base.endsWith('/') ? base.slice(0, -1) : base;
  if (input.startsWith(trimmed)) {
    const next = input[trimmed.length];
    if (!next || next === '/' || next === '?') return input;
  }
  if (!input || input === '/') return trimmed;
  return `${trimmed}/${input.replace(/^\.?\//, '')}`;
}

function asQueryText(value: unknown): string {
  if (value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** `input` with `query` merged into its query string (ufo's `withQuery`); `undefined` values are left out. */
export function withQuery(input: string, query: Record<string, QueryValue>): string {
  const hashAt = input.indexOf('#');
  const hash = hashAt === -1 ? '' : input.slice(hashAt);
  const beforeHash = hashAt === -1 ? input : input.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  // Keys keep their first place, as ufo's `{ ...existing, ...query }` does; undefined removes one.
  const merged = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(queryAt === -1 ? '' : beforeHash.slice(queryAt + 1))) {
    merged.set(key, [...(merged.get(key) ?? []), value]);
  }
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) merged.delete(key);
    else merged.set(key, (Array.isArray(value) ? value : [value]).map(asQueryText));
  }
  const params = new URLSearchParams();
  for (const [key, values] of merged) for (const value of values) params.append(key, value);
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}${hash}`;
}
