import * as v from 'valibot';

/*
 * How one environment variable is read: valibot schemas from the variable's text (or its absence)
 * to its value, each with the error message a bad value gets. api/config/env.ts names which
 * variable takes which rule; the message is given the variable's name where the error is thrown.
 * The several readings of "unset" (an empty value kept, or taken as unset; trimmed or not) keep
 * each variable read exactly as it was before the schema.
 */

const blank = (text: string) => text.trim() === '';

/** Text as it is, or `fallback` when unset (an empty value is kept: `??`). */
export const text = (fallback: string) => v.optional(v.string(), fallback);

/** Text as it is, or nothing when unset. */
export const maybeText = () => v.optional(v.string());

/** Text as it is; unset or empty is `fallback` (`||`). */
export const nonEmptyOr = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value || fallback),
  );

/** Text as it is; unset or empty is nothing. */
export const nonEmpty = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value): string | undefined => value || undefined),
  );

/** Trimmed text; unset or empty is nothing. */
export const trimmed = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value): string | undefined => value.trim() || undefined),
  );

/** Trimmed text; unset or empty is `fallback`. */
export const trimmedOr = (fallback: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.trim() || fallback),
  );

/** A switch that is on only when the variable says `word` (any case, spaces around allowed). */
export const saying = (word: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.trim().toLowerCase() === word),
  );

/** A comma-separated list, items trimmed, empty ones dropped; unset is nothing (set and empty: no items). */
export const list = () =>
  v.optional(
    v.pipe(
      v.string(),
      v.transform((value) => splitList(value)),
    ),
  );

export const splitList = (value: string) => value.split(',').map((item) => item.trim()).filter(Boolean);

/** A count: a whole number above zero (a limit of 0 would shut the route); unset or blank is `fallback`. */
export const count = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => blank(value) || (Number.isInteger(Number(value)) && Number(value) >= 1), (issue) => `Not a count above zero: ${String(issue.input)}`),
    v.transform((value) => (blank(value) ? fallback : Number(value))),
  );

/** A whole number, zero included; unset or blank is `fallback`. */
export const wholeNumber = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => blank(value) || (Number.isInteger(Number(value)) && Number(value) >= 0), (issue) => `Not a whole number: ${String(issue.input)}`),
    v.transform((value) => (blank(value) ? fallback : Number(value))),
  );

/** A TCP port to listen on (0: any free one); unset or blank is `fallback`. */
export const port = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => blank(value) || (/^\s*\d{1,5}\s*$/.test(value) && Number(value) <= 65535), (issue) => `Not a port (0 to 65535): ${String(issue.input)}`),
    v.transform((value) => (blank(value) ? fallback : Number(value))),
  );

/** An amount of taka: a plain non-negative number; unset or blank is `fallback`. */
export const taka = (fallback: number) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => blank(value) || (Number.isFinite(Number(value)) && Number(value) >= 0), (issue) => `Not an amount of taka: ${String(issue.input)}`),
    v.transform((value) => (blank(value) ? fallback : Number(value))),
  );

/**
 * An absolute URL, trimmed; unset or blank is nothing. `name` is put in the message (never the
 * value: it may hold a password). `web`: http or https only (`localhost:4321/x` parses, as a URL
 * of the scheme `localhost:`).
 */
export const url = (name: string, { web = false } = {}) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => blank(value) || (URL.canParse(value.trim()) && (!web || /^https?:$/.test(new URL(value.trim()).protocol))), `${name} is not a${web ? 'n http(s)' : ''} URL`),
    v.transform((value) => value.trim() || undefined),
  );

/**
 * A signing key: hex, 16 bytes at least, lower-cased; unset or blank is nothing. Its value is
 * never put in the message.
 */
export const hexSecret = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check((value) => blank(value) || /^(?:[0-9a-f]{2}){16,}$/i.test(value.trim()), `${name} must be hex, 16 bytes (32 digits) or more`),
    v.transform((value) => value.trim().toLowerCase() || undefined),
  );

/**
 * A key sent as `Authorization: Bearer …`: trimmed, and only of the characters a Bearer token may
 * have (RFC 6750 `b64token`, as hono/bearer-auth checks it), else no request could ever carry it.
 * Unset or blank is nothing. Its value is never put in the message.
 */
export const bearerToken = (name: string) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.check(
      (value) => blank(value) || /^[A-Za-z0-9._~+/-]+=*$/.test(value.trim()),
      `${name} may hold only letters, digits and - . _ ~ + / (and = at its end): it is sent as a Bearer token`,
    ),
    v.transform((value) => value.trim() || undefined),
  );

// Browsers send `Origin` as scheme://host[:port] with no path or trailing slash; compare like with like.
const origin = v.pipe(
  v.string(),
  v.check((value) => value === '*' || URL.canParse(value), (issue) => `Not an origin for CORS: ${String(issue.input)}`),
  v.transform((value) => (value === '*' ? value : new URL(value).origin)),
);

/** Origins for CORS, each made `scheme://host[:port]` (`*` stays `*`). */
export const origins = v.array(origin);

/** A comma-separated list of origins for CORS; unset or empty is no origins. */
export const originList = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform(splitList),
    origins,
  );

/** One of `choices` (any case, spaces around allowed); unset or blank is `fallback`. */
export const oneOf = <const T extends string>(choices: readonly T[], fallback: T) =>
  v.pipe(
    v.optional(v.string(), ''),
    v.transform((value) => value.trim().toLowerCase()),
    v.check((value) => value === '' || (choices as readonly string[]).includes(value), (issue) => `Not one of ${choices.join(', ')}: ${String(issue.input)}`),
    v.transform((value): T => (value === '' ? fallback : (value as T))),
  );
