import fc from 'fast-check';

/*
 * A fast-check arbitrary of values shaped as a valibot (v1) schema asks: the walk reads the schema
 * objects themselves (`type`, `entries`, `item`, `options`, `wrapped`, and the `pipe` of actions:
 * lengths, values, regexes, e-mail, url, ISO instants), so the fuzzer's valid bodies follow the
 * contract as it is, not a copy of it. "Shaped" rather than "valid": an opaque `check` or a
 * `rawTransform` cannot be read, so some values fail them (hints name good values by field).
 */

/** The parts of a valibot schema or action the walk reads. */
interface Node {
  type: string;
  kind?: string;
  pipe?: readonly Node[];
  entries?: Record<string, Node>;
  item?: Node;
  options?: readonly (Node | string | number)[];
  wrapped?: Node;
  rest?: Node;
  value?: Node;
  literal?: unknown;
  requirement?: unknown;
}

/** Good values for fields the schema cannot describe, by field name (the last key of the path). */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/** What the actions of a pipe say about a value. */
interface Bounds {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  above?: number;
  integer?: boolean;
  regex?: RegExp;
  format?: 'email' | 'url' | 'iso';
}

function boundsOf(pipe: readonly Node[] | undefined, inherited: Bounds = {}): Bounds {
  // A pipe of a pipe (`pipe(positiveInteger, maxValue(24))`): the inner one's actions come first.
  const bounds: Bounds = pipe?.[0]?.pipe ? boundsOf(pipe[0].pipe, inherited) : { ...inherited };
  for (const action of pipe?.slice(1) ?? []) {
    const requirement = action.requirement;
    switch (action.type) {
      case 'min_length': bounds.minLength = Math.max(bounds.minLength ?? 0, requirement as number); break;
      case 'non_empty': bounds.minLength = Math.max(bounds.minLength ?? 0, 1); break;
      case 'max_length': bounds.maxLength = Math.min(bounds.maxLength ?? Infinity, requirement as number); break;
      case 'min_value': bounds.min = Math.max(bounds.min ?? -Infinity, requirement as number); break;
      case 'max_value': bounds.max = Math.min(bounds.max ?? Infinity, requirement as number); break;
      case 'gt_value': bounds.above = requirement as number; break;
      case 'integer':
      case 'safe_integer': bounds.integer = true; break;
      case 'regex': bounds.regex = requirement as RegExp; break;
      case 'email': bounds.format = 'email'; break;
      case 'url': bounds.format = 'url'; break;
      case 'iso_timestamp': bounds.format = 'iso'; break;
    }
  }
  return bounds;
}

const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'), minLength: 1, maxLength: 10 });
const TEXT_UNITS = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -.,!?\'"&<>/কলমখাতাবই০১২৩'];

function stringArbitrary(bounds: Bounds): fc.Arbitrary<string> {
  const minLength = bounds.minLength ?? 0;
  const maxLength = Math.min(bounds.maxLength ?? 40, Math.max(minLength, 40));
  if (bounds.format === 'email') return fc.tuple(word, word, fc.constantFrom('com', 'bd', 'org')).map(([a, b, tld]) => `${a}@${b}.${tld}`);
  if (bounds.format === 'url') return fc.tuple(word, word).map(([host, path]) => `https://${host}.example/${path}`);
  if (bounds.format === 'iso') {
    return fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (bounds.regex) {
    const regex = bounds.regex;
    // fast-check reads no flags: a case-insensitive pattern is generated in the case it is written in.
    const pattern = regex.flags ? new RegExp(regex.source, regex.flags.replace(/[gimsy]/g, '')) : regex;
    return fc.stringMatching(pattern, { maxLength }).filter((text) => text.length >= minLength && text.length <= maxLength && regex.test(text));
  }
  return fc.string({ unit: fc.constantFrom(...TEXT_UNITS), minLength, maxLength });
}

function numberArbitrary(bounds: Bounds): fc.Arbitrary<number> {
  const low = Math.max(bounds.min ?? 0, bounds.above !== undefined ? bounds.above + (bounds.integer ? 1 : 0.01) : -Infinity);
  const high = Math.min(bounds.max ?? 5000, Math.max(low, 0) + 5000);
  if (bounds.integer) return fc.integer({ min: Math.ceil(low), max: Math.floor(high) });
  // Two decimals at most: the contract's amounts (taka) want paisa-exact numbers.
  return fc.integer({ min: Math.ceil(low * 100), max: Math.floor(high * 100) }).map((paisa) => paisa / 100);
}

/** Whether an object's entry may be left out. */
const isOptional = (node: Node) => node.type === 'optional' || node.type === 'nullish' || node.type === 'exact_optional';

/**
 * An arbitrary of values shaped as `schema` asks. `hints` replace the walk for the fields they name;
 * `inherited` carries an outer pipe's bounds to a union's options (`pipe(union([…]), minValue(1))`).
 */
export function arbitraryOf(schema: unknown, hints: Hints = {}, inherited: Bounds = {}): fc.Arbitrary<unknown> {
  const node = schema as Node;
  const bounds = boundsOf(node.pipe, inherited);
  switch (node.type) {
    case 'string': return stringArbitrary(bounds);
    case 'number': return numberArbitrary(bounds);
    case 'boolean': return fc.boolean();
    case 'literal': return fc.constant(node.literal);
    case 'picklist':
    case 'enum': return fc.constantFrom(...(node.options as (string | number)[]));
    case 'null': return fc.constant(null);
    case 'optional':
    case 'exact_optional': return arbitraryOf(node.wrapped, hints, bounds);
    case 'nullable':
    case 'nullish': return fc.option(arbitraryOf(node.wrapped, hints, bounds), { nil: null, freq: 4 });
    case 'union':
    case 'variant': return fc.oneof(...(node.options as Node[]).map((option) => arbitraryOf(option, hints, bounds)));
    case 'array': {
      const item = arbitraryOf(node.item, hints);
      const minLength = bounds.minLength ?? 0;
      return fc.array(item, { minLength, maxLength: Math.min(bounds.maxLength ?? 4, Math.max(minLength, 4)) });
    }
    case 'record': return fc.dictionary(word, arbitraryOf(node.value, hints), { maxKeys: 3 });
    case 'object':
    case 'strict_object':
    case 'loose_object':
    case 'object_with_rest': {
      const entries = Object.entries(node.entries ?? {});
      const model = Object.fromEntries(entries.map(([key, entry]) => [key, hints[key] ?? arbitraryOf(entry, hints)]));
      const requiredKeys = entries.filter(([, entry]) => !isOptional(entry)).map(([key]) => key);
      return fc.record(model, { requiredKeys });
    }
    default:
      // any, unknown, and schemas the walk does not know: a small JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A query string's fields from values of `values` (`arbitraryOf` a query schema): each written as text. */
export function queryArbitraryOf(values: fc.Arbitrary<unknown>): fc.Arbitrary<[string, string][]> {
  return values.map((value) =>
    Object.entries((value ?? {}) as Record<string, unknown>)
      .filter(([, field]) => field !== null && field !== undefined)
      .map(([key, field]): [string, string] => [key, String(field)]),
  );
}
