import * as v from 'valibot';
import { errorBodySchema, issuesByPath } from '../contract/common.ts';
import type { ApiError } from './types.ts';
import { errorMessages } from '../messages/errors.ts';

export type { ApiError } from './types.ts';

// The words are read when an error is built, not when this module loads: in the page's language (src/lib/messages/index.ts).

// Spec §8: only these are meant for the shopper's eyes; 401/400/422 are handled by the caller.
const SHOWABLE_STATUSES = new Set([403, 404, 500]);

/** Builds the error of a status and its (already parsed) body, per the catalogue of spec §8; `retryAfter` is the raw header. */
export function errorFromResponse(status: number, body: unknown, retryAfter?: string | null): ApiError {
  // A body that breaks the contract (an HTML error page of a proxy, junk) counts as no body at all.
  const parsed = v.safeParse(errorBodySchema, body);
  const errorBody = parsed.success ? parsed.output : undefined;
  return {
    status,
    message: errorBody?.message.trim() || errorMessages.generic,
    fieldErrors: status === 422 ? firstMessages(errorBody?.errors ?? {}) : {},
    showable: SHOWABLE_STATUSES.has(status),
    network: false,
    ...retryAfterSeconds(retryAfter),
  };
}

// Only the delay-seconds form: the API sends it, and a date would need a clock we cannot trust.
function retryAfterSeconds(header: string | null | undefined): { retryAfter?: number } {
  return header && /^\d{1,9}$/.test(header.trim()) ? { retryAfter: Number(header.trim()) } : {};
}

/** The error of a request that got no answer: refused, DNS failure, timeout (spec §8: as a 500). */
export function networkError(): ApiError {
  return { status: 500, message: errorMessages.network, fieldErrors: {}, showable: true, network: true };
}

/** A 2xx answer that broke its schema: the server is at fault, so it reads like a bad gateway. */
export function unexpectedResponse(): ApiError {
  return { status: 502, message: errorMessages.unexpectedResponse, fieldErrors: {}, showable: false, network: false };
}

/** Input rejected before sending, shaped like the server's own 422 so forms handle one case. */
export function invalidInput(issues: readonly v.BaseIssue<unknown>[]): ApiError {
  return { status: 422, message: errorMessages.validationFailed, fieldErrors: firstMessages(issuesByPath(issues)), showable: false, network: false };
}

// Spec §8: a field may carry several messages; the form shows only the first.
function firstMessages(errors: Record<string, string[]>): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) if (messages[0] !== undefined) fieldErrors[path] = messages[0];
  return fieldErrors;
}
