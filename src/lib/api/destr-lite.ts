/*
 * The JSON reader ofetch imports from `destr`, on `JSON.parse`: an answer that is JSON is parsed
 * (keys that could pollute prototypes dropped, as destr does); anything else is kept as text.
 * destr's own module adds ~0.5 KB (brotli) to every page that calls the API for special cases our
 * API never sends ("NaN", "undefined"); `astro.config.mjs` resolves `destr` to this file in the
 * shop's builds, and tests/unit/destr-lite.test.ts holds it to destr's answers for real responses.
 */

function withoutPollution(key: string, value: unknown): unknown {
  if (key === '__proto__' || (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value)) return undefined;
  return value;
}

/** An answer's body: parsed when it is JSON, else the text itself; never throws. */
export default function destr(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value, withoutPollution);
  } catch {
    return value;
  }
}
