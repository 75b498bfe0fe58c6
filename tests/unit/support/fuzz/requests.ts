import fc from 'fast-check';
import { arbitraryOf, queryArbitraryOf, type Hints } from './schema-arbitrary.ts';
import { byteMutationArbitrary, bytesOf, mutate, mutationArbitrary, textOf, treeOf, type Tree } from './json-mutations.ts';
import { joinPairs, mutatePairs, pairMutationArbitrary, pairsOf, type Pair } from './pair-mutations.ts';

/*
 * One endpoint of the API as the fuzzer sees it, and the arbitrary of requests to it: a query and a
 * body derived from the contract's schema, now and then sent as derived (a body one time in five, a
 * query one in three), else crafted (json-mutations.ts, pair-mutations.ts).
 */

/** Who may call: nobody in particular, the shop (`X-API-KEY`), a signed-in customer, an editor, the catalogue's Basic pair. */
export type Auth = 'none' | 'key' | 'customer' | 'editor' | 'basic';

export interface Endpoint {
  /** As the summary names it: `POST /api/signup`. */
  route: string;
  method: string;
  /** The path, or paths with crafted segments (`/api/editor/products/abc`). */
  path: string | fc.Arbitrary<string>;
  auth: Auth;
  /** The session of a `customer` endpoint (`X-AUTH-TOKEN`). */
  token?: string;
  /** The body's schema and how it is sent; `search` bodies may also be empty (the first page). */
  body?: { schema: unknown; as?: 'json' | 'search' | 'form' | 'multipart' };
  query?: unknown;
  hints?: Hints;
  /** Fields set together over the derived body now and then: values that must agree (a place's ids, a product and its sku). */
  fill?: fc.Arbitrary<Record<string, unknown>>;
  /** Headers of the request besides its caller's (an `Idempotency-Key`). */
  headers?: fc.Arbitrary<Record<string, string>>;
  /** `contract`: a 422 is the contract's `{ message, errors }`; `other`: the endpoint has its own error shape. */
  errors?: 'contract' | 'other';
  /** SQL whose rows a refused request must leave as they were: what the endpoint writes. */
  stores?: readonly string[];
  /** Whether an answer is a refusal (4xx unless said otherwise: a form's 303 back with `error=`). */
  refused?: (status: number, location: string | null) => boolean;
  /** Requests to send (fast-check's numRuns); the default keeps the whole file under a minute. */
  runs?: number;
}

/** A request as sent. */
export interface Crafted {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body?: Buffer | FormData;
  /** What was done to it, for a failure's report. */
  how: string;
}

const CONTENT_TYPES = { json: 'application/json', search: 'application/json', form: 'application/x-www-form-urlencoded' } as const;

/** `schema`'s values with, three times in four, `fill`'s fields set over them. */
function filled(schema: unknown, hints: Hints, fill: Endpoint['fill']): fc.Arbitrary<unknown> {
  const value = arbitraryOf(schema, hints);
  if (!fill) return value;
  return fc.tuple(value, fc.option(fill, { freq: 4 })).map(([derived, fields]) =>
    fields && typeof derived === 'object' && derived !== null && !Array.isArray(derived) ? { ...derived, ...fields } : derived,
  );
}

/** A query's pairs: the schema's fields, sometimes crafted. */
function queryPairs(schema: unknown, hints: Hints, fill?: Endpoint['fill']): fc.Arbitrary<{ pairs: Pair[]; how: string }> {
  const base = schema ? queryArbitraryOf(filled(schema, hints, fill)) : fc.constant<[string, string][]>([]);
  return fc.tuple(base, fc.option(fc.array(pairMutationArbitrary, { minLength: 1, maxLength: 2 }), { freq: 3 })).map(([fields, mutations]) => {
    let pairs = pairsOf(fields);
    for (const mutation of mutations ?? []) pairs = mutatePairs(pairs, mutation);
    return { pairs, how: mutations ? `query ${mutations.map((m) => m.kind).join('+')}` : 'query as derived' };
  });
}

/** A JSON body: the schema's value, sometimes crafted as a tree, sometimes broken as bytes. */
function jsonBody(schema: unknown, hints: Hints, search: boolean, fill: Endpoint['fill']): fc.Arbitrary<{ bytes: Buffer; how: string }> {
  const tree = fc.tuple(filled(schema, hints, fill), fc.option(fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), { freq: 5 })).map(([value, mutations]) => {
    const holder: { tree: Tree } = { tree: treeOf(value) };
    for (const mutation of mutations ?? []) mutate(holder, mutation);
    return { text: textOf(holder.tree), how: mutations ? `body ${mutations.map((m) => m.kind).join('+')}` : 'body as derived' };
  });
  return fc.oneof(
    { weight: 12, arbitrary: tree.map(({ text, how }) => ({ bytes: bytesOf(text), how })) },
    { weight: 2, arbitrary: fc.tuple(tree, byteMutationArbitrary).map(([{ text, how }, bytes]) => ({ bytes: bytesOf(text, bytes), how: `${how} + bytes ${bytes.kind}` })) },
    { weight: search ? 1 : 0, arbitrary: fc.constant({ bytes: Buffer.alloc(0), how: 'empty body' }) },
  );
}

/** A form's fields, as pairs (urlencoded) or parts (multipart, with a small file where `file` is asked for). */
function formBody(schema: unknown, hints: Hints, fill: Endpoint['fill']): fc.Arbitrary<{ pairs: Pair[]; how: string }> {
  return queryPairs(schema, hints, fill).map(({ pairs, how }) => ({ pairs, how: how.replace('query', 'form') }));
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** A tiny PNG: enough for the upload paths to sniff a receipt. */
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40)]);

/** The arbitrary of requests to `endpoint`; `auth` are the headers of its kind of caller. */
export function requestsTo(endpoint: Endpoint, auth: Record<string, string>): fc.Arbitrary<Crafted> {
  const hints = endpoint.hints ?? {};
  const path = typeof endpoint.path === 'string' ? fc.constant(endpoint.path) : endpoint.path;
  const extra = endpoint.headers ?? fc.constant({});
  const body = endpoint.body;
  const payload: fc.Arbitrary<{ body?: Buffer | FormData; type?: string; how: string }> = !body
    ? fc.constant({ how: 'no body' })
    : body.as === 'form'
      ? formBody(body.schema, hints, endpoint.fill).map(({ pairs, how }) => ({ body: Buffer.from(joinPairs(pairs)), type: CONTENT_TYPES.form, how }))
      : body.as === 'multipart'
        ? fc.tuple(formBody(body.schema, hints, endpoint.fill), fc.boolean()).map(([{ pairs, how }, withFile]) => {
            const form = new FormData();
            for (const [key, value] of pairs) form.append(decoded(key), decoded(value));
            if (withFile) form.append('file', new Blob([PNG], { type: 'image/png' }), 'receipt.png');
            return { body: form, how: `${how}${withFile ? ' + file' : ''}` };
          })
        : jsonBody(body.schema, hints, body.as === 'search', endpoint.fill).map(({ bytes, how }) => ({ body: bytes, type: CONTENT_TYPES.json, how }));
  return fc.tuple(path, queryPairs(endpoint.query, hints, endpoint.body ? undefined : endpoint.fill), payload, extra).map(([where, query, sent, more]): Crafted => {
    const crafted: Crafted = {
      method: endpoint.method,
      path: where,
      query: joinPairs(query.pairs),
      headers: { ...auth, ...(sent.type ? { 'Content-Type': sent.type } : {}), ...more },
      ...(sent.body ? { body: sent.body } : {}),
      how: `${query.how}, ${sent.how}`,
    };
    // fast-check reports a counterexample with this: the request in a line, not a megabyte of byte values.
    return Object.assign(crafted, { [fc.toStringMethod]: () => describeRequest(crafted) });
  });
}

/** A short account of a request, for a failure's message. */
export function describeRequest(request: Crafted): string {
  const body = request.body instanceof FormData ? '(multipart form)' : request.body ? JSON.stringify(request.body.subarray(0, 300).toString('latin1')) : '(none)';
  return `${request.method} ${request.path}${request.query ? `?${request.query.slice(0, 300)}` : ''} [${request.how}] body ${body}${request.body && !(request.body instanceof FormData) && request.body.length > 300 ? ` (${request.body.length} bytes)` : ''}`;
}

/** Path segments a route's parameter may be given instead of a real id or slug. */
export const CRAFTED_SEGMENTS = ['0', '-1', 'abc', '1e3', '0x1', '01', '99999999999999999999', 'constructor', '__proto__', 'toString', '%00', '%ff', '%2e%2e', '..', 'a'.repeat(300)];

/** `template` with `{}` replaced by one of `real` or a crafted segment. */
export const pathWith = (template: string, real: readonly (string | number)[]): fc.Arbitrary<string> =>
  fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real.map(String)) }, { weight: 1, arbitrary: fc.constantFrom(...CRAFTED_SEGMENTS) }).map((segment) => template.replace('{}', segment));
