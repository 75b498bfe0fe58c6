import fc from 'fast-check';

/*
 * Crafted JSON bodies: a valid-shaped value turned into a tree of raw JSON text (so a tree can hold
 * what `JSON.stringify` never writes: an own `__proto__`, a key twice, `-0`, `1e309`), then
 * mutated at a random place: keys named like prototype members at any level, control characters
 * and lone surrogates in strings, wrong types, deep nesting, huge numbers and strings, arrays for
 * objects and objects for arrays, duplicate and missing keys; and, on the bytes, invalid UTF-8,
 * a byte-order mark, a cut-off body, text that is not JSON.
 */

/** A JSON text as a tree: scalars are raw text, objects are lists of pairs (duplicates allowed). */
export type Tree = { raw: string } | { items: Tree[] } | { pairs: [string, Tree][] };

export function treeOf(value: unknown): Tree {
  if (Array.isArray(value)) return { items: value.map(treeOf) };
  if (value !== null && typeof value === 'object') {
    return { pairs: Object.entries(value).filter(([, field]) => field !== undefined).map(([key, field]) => [key, treeOf(field)]) };
  }
  return { raw: JSON.stringify(value) ?? 'null' };
}

export function textOf(tree: Tree): string {
  if ('raw' in tree) return tree.raw;
  if ('items' in tree) return `[${tree.items.map(textOf).join(',')}]`;
  return `{${tree.pairs.map(([key, value]) => `${JSON.stringify(key)}:${textOf(value)}`).join(',')}}`;
}

/** Names that find a member of `Object.prototype` on a plain `{}`. */
export const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'isPrototypeOf', '__defineGetter__'] as const;

/** Characters that break naive text handling: controls, separators, bidi marks, lone surrogates. */
export const NASTY_CHARS = ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029', '\u200e', '\u202e', '\ufeff', '\ud800', '\udfff', '\uffff', '\u0301', '%00', '\\'] as const;

const nastyText = fc.tuple(fc.string({ maxLength: 6 }), fc.constantFrom(...NASTY_CHARS), fc.string({ maxLength: 6 })).map((parts) => parts.join(''));
const hugeText = fc.tuple(fc.constantFrom('a', 'ক', '%', '\\', ' ', '😀', '\u0000'), fc.integer({ min: 1_000, max: 100_000 })).map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));
/** Numbers at the edges of what a double holds, and the texts that look like numbers. */
const EDGE_NUMBERS = ['1e308', '-1e308', '1e309', '-1e309', '-0', '0.0', '5e-324', '9007199254740993', '-9007199254740993', '1.0000000000000002', '123456789012345678901234567890', '1E2', '0.1', '2.005'];
const NUMBER_TEXTS = ['NaN', 'Infinity', '-Infinity', '-0', '1e308', '0x10', '1_000', ''];

/** Any small JSON value, as a tree. */
const anyValue: fc.Arbitrary<Tree> = fc.oneof(
  fc.constantFrom<Tree>({ raw: 'null' }, { raw: 'true' }, { raw: '{}' }, { raw: '[]' }, { raw: '0' }, { raw: '""' }, { raw: '{"a":{"b":[1]}}' }),
  fc.jsonValue({ maxDepth: 2 }).map(treeOf),
  nastyText.map(treeOf),
);

/** One change to a tree, at the place `at` picks among those it applies to. */
export type Mutation =
  | { kind: 'prototypeKey'; key: string; value: Tree; at: number }
  | { kind: 'replace'; value: Tree; at: number }
  | { kind: 'deep'; depth: number; shape: 'array' | 'object'; at: number }
  | { kind: 'arrayForObject'; at: number }
  | { kind: 'objectForArray'; at: number }
  | { kind: 'duplicateKey'; value: Tree; at: number }
  | { kind: 'dropKey'; at: number }
  | { kind: 'unknownKey'; key: string; value: Tree; at: number };

const at = fc.nat();
export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('prototypeKey' as const), key: fc.constantFrom(...PROTOTYPE_KEYS), value: anyValue, at }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: nastyText.map(treeOf), at }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: anyValue, at }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: fc.constantFrom(...EDGE_NUMBERS).map((raw) => ({ raw })), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: fc.constantFrom(...NUMBER_TEXTS).map(treeOf), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('replace' as const), value: hugeText.map(treeOf), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('deep' as const), depth: fc.integer({ min: 20, max: 20_000 }), shape: fc.constantFrom('array' as const, 'object' as const), at }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('arrayForObject' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('objectForArray' as const), at }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicateKey' as const), value: anyValue, at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dropKey' as const), at }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('unknownKey' as const), key: fc.oneof(fc.string({ maxLength: 8 }), nastyText), value: anyValue, at }) },
);

type Slot = { get(): Tree; set(tree: Tree): void };

/** Every node of `root` as a slot that can be replaced (the root's slot sets `holder.tree`). */
function slotsOf(holder: { tree: Tree }): Slot[] {
  const slots: Slot[] = [{ get: () => holder.tree, set: (tree) => void (holder.tree = tree) }];
  const walk = (tree: Tree) => {
    if ('items' in tree) tree.items.forEach((item, i) => (slots.push({ get: () => tree.items[i]!, set: (next) => void (tree.items[i] = next) }), walk(item)));
    if ('pairs' in tree) tree.pairs.forEach((pair, i) => (slots.push({ get: () => tree.pairs[i]![1], set: (next) => void (tree.pairs[i]![1] = next) }), walk(pair[1])));
  };
  walk(holder.tree);
  return slots;
}

const pick = <T>(list: readonly T[], index: number): T | undefined => (list.length ? list[index % list.length] : undefined);
const deepText = (depth: number, shape: 'array' | 'object') => (shape === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`);

/** `tree` (the root, in `holder`) changed by `mutation`, in place. */
export function mutate(holder: { tree: Tree }, mutation: Mutation): void {
  const slots = slotsOf(holder);
  const objects = slots.filter((slot) => 'pairs' in slot.get());
  const arrays = slots.filter((slot) => 'items' in slot.get());
  const pairsOf = (slot: Slot | undefined) => (slot?.get() as { pairs: [string, Tree][] } | undefined)?.pairs;
  switch (mutation.kind) {
    case 'prototypeKey':
    case 'unknownKey': {
      const pairs = pairsOf(pick(objects, mutation.at));
      if (pairs) pairs.splice(mutation.at % (pairs.length + 1), 0, [mutation.key, mutation.value]);
      else holder.tree = { pairs: [[mutation.key, mutation.value]] };
      return;
    }
    case 'replace': return pick(slots, mutation.at)!.set(mutation.value);
    case 'deep': return pick(slots, mutation.at)!.set({ raw: deepText(mutation.depth, mutation.shape) });
    case 'arrayForObject': {
      const slot = pick(objects, mutation.at) ?? slots[0]!;
      const tree = slot.get();
      return slot.set(mutation.at % 2 ? { items: [tree] } : { items: 'pairs' in tree ? tree.pairs.map(([, value]) => value) : [] });
    }
    case 'objectForArray': {
      const slot = pick(arrays, mutation.at);
      if (slot) slot.set({ pairs: (slot.get() as { items: Tree[] }).items.map((item, i): [string, Tree] => [String(i), item]) });
      return;
    }
    case 'duplicateKey': {
      const pairs = pairsOf(pick(objects.filter((slot) => pairsOf(slot)!.length > 0), mutation.at));
      if (!pairs) return;
      const [key] = pairs[mutation.at % pairs.length]!;
      // First or last: JSON.parse keeps the last one, a streaming parser may keep the first.
      if (mutation.at % 2) pairs.push([key, mutation.value]);
      else pairs.unshift([key, mutation.value]);
      return;
    }
    case 'dropKey': {
      const pairs = pairsOf(pick(objects.filter((slot) => pairsOf(slot)!.length > 0), mutation.at));
      pairs?.splice(mutation.at % pairs.length, 1);
      return;
    }
  }
}

/** A change to the bytes of a body: invalid UTF-8 inside it, a byte-order mark, a cut, or no JSON at all. */
export type ByteMutation = { kind: 'insert'; bytes: number[]; at: number } | { kind: 'bom' } | { kind: 'cut'; at: number } | { kind: 'text'; text: string };

const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0xc3, 0x28], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xf4, 0x90, 0x80, 0x80], [0xe2, 0x82], [0x80]];
const NOT_JSON = ['', ' ', 'null', 'true', '1', '"text"', 'undefined', 'NaN', "{'a':1}", '{"a":1,}', '{"a"}', '{', '}', '[', '\u0000', '{"a":1}{"b":2}', '{"a":1} trailing'];

export const byteMutationArbitrary: fc.Arbitrary<ByteMutation> = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), bytes: fc.constantFrom(...INVALID_UTF8), at: fc.nat() }),
  fc.constant({ kind: 'bom' as const }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('text' as const), text: fc.constantFrom(...NOT_JSON) }),
);

/** `text` as bytes, changed by `mutation`; invalid UTF-8 goes just inside a string where there is one. */
export function bytesOf(text: string, mutation?: ByteMutation): Buffer {
  const bytes = Buffer.from(text, 'utf8');
  if (!mutation) return bytes;
  switch (mutation.kind) {
    case 'bom': return Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), bytes]);
    case 'cut': return bytes.subarray(0, bytes.length ? mutation.at % bytes.length : 0);
    case 'text': return Buffer.from(mutation.text, 'utf8');
    case 'insert': {
      const quotes = [...bytes.entries()].filter(([, byte]) => byte === 0x22).map(([i]) => i + 1);
      const where = quotes.length ? quotes[mutation.at % quotes.length]! : mutation.at % (bytes.length + 1);
      return Buffer.concat([bytes.subarray(0, where), Buffer.from(mutation.bytes), bytes.subarray(where)]);
    }
  }
}
