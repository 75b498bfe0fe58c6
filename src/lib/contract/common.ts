import * as v from 'valibot';

/*
 * The parsing rules both sides share. Strict on purpose (issue 9, item 11): a JSON body's number
 * must be a JSON number (`true`, `[1]` and `"2"` are refused, not coerced), and a query string's
 * number must be plain decimal digits (`0x10`, `1e0`, `+1`, `01` are refused).
 */

/** A whole number written the plain decimal way: no sign, exponent, hex or leading zero. */
const DECIMAL_DIGITS = /^(?:0|[1-9]\d{0,14})$/;
const NOT_A_WHOLE_NUMBER = 'Expected a whole number written in decimal digits';

/** A whole number in a query string (`?page=2`), or already a number when the client builds the query. */
export const queryInteger = v.union(
  [v.pipe(v.number(), v.safeInteger()), v.pipe(v.string(), v.regex(DECIMAL_DIGITS), v.transform(Number))],
  NOT_A_WHOLE_NUMBER,
);

/** A positive whole number of a JSON body or a stored record: an id, a page. */
export const positiveInteger = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
/** A count that may be zero: stock, a total. */
export const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** Money in BDT, never negative, at most two decimals (paisa-exact; `%` on floats cannot say so). */
export const bdt = v.pipe(
  v.number(),
  v.finite(),
  v.minValue(0),
  v.check((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'Expected at most two decimals'),
);

/** Free text without control characters: a NUL or an escape in a search is an attack, not a word. */
export const plainText = v.pipe(
  v.string(),
  v.check((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'),
);

/** An absolute http(s) address. */
export const httpUrl = v.pipe(v.string(), v.url(), v.check((text) => /^https?:\/\//i.test(text), 'Expected an http(s) address'));

/** An instant as ISO 8601 with a time zone (`2026-05-01T00:00:00.000Z`). */
export const isoInstant = v.pipe(v.string(), v.isoTimestamp());

/** Paging of a query string, shared by every list endpoint: 1-based page, bounded size. */
export const pageQuerySchema = v.object({
  page: v.optional(v.pipe(queryInteger, v.minValue(1)), 1),
  size: v.optional(v.pipe(queryInteger, v.minValue(1), v.maxValue(100)), 20),
});
export type PageQuery = v.InferOutput<typeof pageQuerySchema>;

/** Paging of a JSON body (the POST searches): numbers must be JSON numbers. */
export const pageBodySchema = v.object({
  page: v.optional(positiveInteger, 1),
  size: v.optional(v.pipe(positiveInteger, v.maxValue(100)), 20),
});

/**
 * A page of a list, as every list endpoint answers it (spec §7: lists are read from `body.list`).
 * Marked free of side effects, as valibot's own functions are: a page schema no page reads (the
 * product list's, the currencies') is then left out of the bundles rather than kept for its call.
 */
/* @__NO_SIDE_EFFECTS__ */
export function pageSchema<T extends v.GenericSchema>(item: T) {
  return v.object({ list: v.array(item), total: count, page: positiveInteger, size: positiveInteger });
}
/** A page of `T`s: the shape `pageSchema` parses. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** An image with its real pixel dimensions, so pages can reserve space and avoid layout shift. */
export const imageSchema = v.object({
  src: httpUrl,
  width: positiveInteger,
  height: positiveInteger,
  alt: v.string(),
  /** The alt text in Bangla (issue 24 §4), where the API has it (blank reads as none). */
  altBn: v.optional(v.string()),
});
export type Image = v.InferOutput<typeof imageSchema>;

/**
 * Body of every error answer. `errors` is present on 422 only: field errors keyed by
 * dotted paths (`address.city`, `items.0.quantity`), each a list of messages.
 */
export const errorBodySchema = v.object({
  message: v.string(),
  errors: v.optional(v.record(v.string(), v.array(v.string()))),
});
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

/**
 * Field errors of a failed parse, keyed by dotted path (the root is `_`), each with its messages.
 * The paths are the client's own keys (a field named `constructor` or `__proto__` is refused by
 * name), so they are collected in a map with no prototype: on a plain `{}` such a key would find
 * `Object.prototype`'s members instead of an empty slot (issue 22 §5).
 */
export function issuesByPath(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '_';
    const messages = errors.get(path);
    if (messages) messages.push(issue.message);
    else errors.set(path, [issue.message]);
  }
  return recordOf(errors);
}

/**
 * `entries` as a plain record of own keys without a prototype: any key, `__proto__` included, is
 * an own property (JSON.stringify writes it; no lookup reaches `Object.prototype`). For maps keyed
 * by what a client sent.
 */
export function recordOf<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const record: Record<string, T> = Object.create(null);
  for (const [key, value] of entries) record[key] = value;
  return record;
}

/**
 * A plain confirmation (`{ message }`): sign-out, forgot, password change, deletions. Here rather
 * than with the account schemas: the wishlist and address screens read it too, and importing
 * `account.ts` for it shipped the sign-up rules to those pages.
 */
export const messageSchema = v.object({ message: v.string() });
export type MessageAnswer = v.InferOutput<typeof messageSchema>;
