import fc from 'fast-check';
import { NASTY_CHARS, PROTOTYPE_KEYS } from './json-mutations.ts';

/*
 * Crafted query strings and urlencoded forms: the fields as written on the wire (percent-encoded
 * pairs), mutated: keys named like prototype members, control characters and lone surrogates,
 * broken percent-escapes and invalid UTF-8, a key twice, `key[]`, a key alone, an empty key, long
 * values, and the values that look like numbers but are not written the plain decimal way.
 */

/** A field as sent: its key and value already percent-encoded. */
export type Pair = [key: string, value: string];

/** `text` percent-encoded; a lone surrogate (which `encodeURIComponent` refuses) becomes its CESU-8 bytes. */
export function encodeLoose(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      const unit = char.charCodeAt(0);
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
  }
  return out;
}

/** Fields (plain text) as encoded pairs. */
export const pairsOf = (fields: readonly [string, string][]): Pair[] => fields.map(([key, value]) => [encodeLoose(key), encodeLoose(value)]);
/** Pairs as a query string or urlencoded body (`key` alone when the value is `undefined`-like `\0none`). */
export const joinPairs = (pairs: readonly Pair[]): string => pairs.map(([key, value]) => (value === ALONE ? key : `${key}=${value}`)).join('&');

const ALONE = '\0alone';
const BAD_ESCAPES = ['%', '%2', '%zz', '%e0%a4', '%ff%fe', '%c0%af', '%ed%a0%80', '%00', '%0a%0d', '%25%32%35', '%u0041'];
const NOT_PLAIN_NUMBERS = ['0x10', '1e3', '-1', '+1', '01', '1.5', ' 1', '1 ', 'true', '[]', '{}', 'null', 'NaN', 'Infinity', '-0', '99999999999999999999', '1,2', ''];

export type PairMutation =
  | { kind: 'add'; key: string; value: string; at: number }
  | { kind: 'value'; value: string; at: number }
  | { kind: 'key'; key: string; at: number }
  | { kind: 'duplicate'; value: string; at: number }
  | { kind: 'drop'; at: number };

const at = fc.nat();
const nasty = fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom(...NASTY_CHARS), fc.string({ maxLength: 5 })).map((parts) => encodeLoose(parts.join('')));
const value = fc.oneof(
  nasty,
  fc.constantFrom(...BAD_ESCAPES),
  fc.constantFrom(...NOT_PLAIN_NUMBERS).map(encodeLoose),
  fc.integer({ min: 100, max: 6_000 }).map((length) => 'x'.repeat(length)),
  fc.string({ maxLength: 12 }).map(encodeLoose),
);

export const pairMutationArbitrary: fc.Arbitrary<PairMutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('add' as const), key: fc.constantFrom(...PROTOTYPE_KEYS), value: fc.oneof(value, fc.constant(ALONE)), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('add' as const), key: fc.oneof(fc.constantFrom('', '[]', 'a[b]', 'a.b', '__proto__[x]', 'constructor[prototype]'), nasty), value, at }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('value' as const), value, at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('value' as const), value: fc.constant(ALONE), at }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('key' as const), key: fc.constantFrom('[]', '[0]', '%00', '%5B%5D', '.constructor'), at }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), value, at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('drop' as const), at }) },
);

/** `pairs` changed by `mutation` (a new list). A `key` mutation appends to the chosen key (`page[]`). */
export function mutatePairs(pairs: readonly Pair[], mutation: PairMutation): Pair[] {
  const next = pairs.map((pair): Pair => [...pair]);
  const index = next.length ? mutation.at % next.length : -1;
  switch (mutation.kind) {
    case 'add':
      next.splice(mutation.at % (next.length + 1), 0, [mutation.key, mutation.value]);
      break;
    case 'value':
      if (index >= 0) next[index]![1] = mutation.value;
      else next.push(['x', mutation.value]);
      break;
    case 'key':
      if (index >= 0) next[index]![0] += mutation.key;
      break;
    case 'duplicate':
      if (index >= 0) next.splice(mutation.at % (next.length + 1), 0, [next[index]![0], mutation.value]);
      break;
    case 'drop':
      if (index >= 0) next.splice(index, 1);
      break;
  }
  return next;
}
