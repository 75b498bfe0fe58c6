import type { DatabaseSync } from 'node:sqlite';
import { describeRequest as describe, type Crafted, type Endpoint } from './requests.ts';

/*
 * What every crafted request must get: an answer (the connection not dropped), never a 5xx; a
 * refusal of a JSON body that is no object (an array where the API takes an object); a 422 in the
 * contract's shape, naming at least one field by its path; and, when the request was refused,
 * nothing stored: the rows the endpoint writes are as they were.
 */

/** What a run sent and got, for the summary line. */
export interface Tally {
  requests: number;
  /** Each endpoint's answers by status. */
  routes: Map<string, Map<number, number>>;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  refused422: number;
}

export const newTally = (): Tally => ({ requests: 0, routes: new Map(), byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, refused422: 0 });

export function summary(tally: Tally): string {
  const { byClass } = tally;
  const accepted = [...tally.routes.values()].filter((statuses) => [...statuses.keys()].some((status) => status < 300)).length;
  return `[fuzz] ${tally.requests} requests to ${tally.routes.size} endpoints (a 2xx from ${accepted} of them): 2xx ${byClass['2xx']}, 3xx ${byClass['3xx']}, 4xx ${byClass['4xx']} (422 ${tally.refused422}), 5xx ${byClass['5xx']}`;
}

/** One line per endpoint: its answers by status (FUZZ_VERBOSE=1). */
export function details(tally: Tally): string {
  return [...tally.routes]
    .map(([route, statuses]) => `${route}: ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`)
    .join('\n');
}

/** The rows `sql` reads, as one comparable text. */
function rowsOf(db: DatabaseSync, sql: readonly string[]): string {
  return JSON.stringify(sql.map((statement) => db.prepare(statement).all()));
}

/** Whether a JSON request's body parses to something other than an object (an array, a string, a number). */
function bodyIsNoObject(endpoint: Endpoint, request: Crafted): boolean {
  const kind = endpoint.body?.as ?? 'json';
  if (!endpoint.body || (kind !== 'json' && kind !== 'search') || !(request.body instanceof Buffer) || request.body.length === 0) return false;
  try {
    const parsed: unknown = JSON.parse(request.body.toString('utf8'));
    return typeof parsed !== 'object' || parsed === null || Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** Why a 422's body is not the contract's `{ message, errors: { path: [messages] } }`, or undefined. */
function errorShapeProblem(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return 'the body is not a JSON object';
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string') return 'no message';
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return 'no field errors';
  const entries = Object.entries(errors);
  if (entries.length === 0) return 'field errors name no field';
  for (const [path, messages] of entries) {
    if (!Array.isArray(messages) || messages.length === 0 || !messages.every((text) => typeof text === 'string')) return `the errors of ${JSON.stringify(path)} are not a list of messages`;
  }
  return undefined;
}

/**
 * Sends `request` to `origin` and checks the answer; throws with an account of the request when a
 * check fails (fast-check then reports the counterexample and its seed).
 */
export async function sendAndCheck(origin: string, endpoint: Endpoint, request: Crafted, db: DatabaseSync, tally: Tally): Promise<void> {
  const before = endpoint.stores ? rowsOf(db, endpoint.stores) : '';
  let response: Response;
  try {
    response = await fetch(`${origin}${request.path}${request.query ? `?${request.query}` : ''}`, {
      method: request.method,
      headers: request.headers,
      body: request.body instanceof FormData ? request.body : request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
    });
  } catch (error) {
    throw new Error(`no answer (${(error as Error).message}) to ${describe(request)}`);
  }
  const text = await response.text();
  tally.requests += 1;
  const status = response.status;
  const statuses = tally.routes.get(endpoint.route) ?? new Map<number, number>();
  tally.routes.set(endpoint.route, statuses.set(status, (statuses.get(status) ?? 0) + 1));
  tally.byClass[status >= 500 ? '5xx' : status >= 400 ? '4xx' : status >= 300 ? '3xx' : '2xx'] += 1;
  if (status >= 500) throw new Error(`${status} ${text.slice(0, 200)} to ${describe(request)}`);
  // Every body the API takes is a JSON object: an array or a scalar is refused, whatever the schema's fields.
  if (status < 400 && bodyIsNoObject(endpoint, request)) throw new Error(`${status} to a body that is no JSON object: ${describe(request)}`);
  if (status === 422) {
    tally.refused422 += 1;
    if ((endpoint.errors ?? 'contract') === 'contract') {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      const problem = errorShapeProblem(json);
      if (problem) throw new Error(`422 whose ${problem}: ${text.slice(0, 200)} to ${describe(request)}`);
    }
  }
  const refused = endpoint.refused ? endpoint.refused(status, response.headers.get('location')) : status >= 400;
  if (endpoint.stores && refused) {
    const after = rowsOf(db, endpoint.stores);
    if (after !== before) throw new Error(`${status} refused, yet the rows changed, to ${describe(request)}`);
  }
}
