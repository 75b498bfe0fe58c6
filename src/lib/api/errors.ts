import { FetchError } from 'ofetch';
import type { z } from 'zod';
import type { ApiError } from './types.ts';

export type { ApiError } from './types.ts';

/** Shown when no answer came back at all (spec §8). */
export const NETWORK_ERROR_MESSAGE = 'Connection error: Unable to reach the server.';
/** Shown when a successful answer does not match its contract schema. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server.';
/** Shown when an error answer carries no message of its own. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';

// Spec §8: only these are meant for the shopper's eyes; 401/400/422 are handled by the caller.
const SHOWABLE_STATUSES = new Set([403, 404, 500]);

/** Builds the error of a status and its (already parsed) body, per the catalogue of spec §8. */
export function errorFromResponse(status: number, body: unknown): ApiError {
  return {
    status,
    message: serverMessage(body) ?? GENERIC_ERROR_MESSAGE,
    fieldErrors: status === 422 ? firstFieldMessages(body) : {},
    showable: SHOWABLE_STATUSES.has(status),
    network: false,
  };
}

/** The error of a request that got no answer: refused, DNS failure, timeout (spec §8: as a 500). */
export function networkError(): ApiError {
  return { status: 500, message: NETWORK_ERROR_MESSAGE, fieldErrors: {}, showable: true, network: true };
}

/** A 2xx answer that broke its schema: the server is at fault, so it reads like a bad gateway. */
export function unexpectedResponse(): ApiError {
  return { status: 502, message: UNEXPECTED_RESPONSE_MESSAGE, fieldErrors: {}, showable: false, network: false };
}

/** Input rejected before sending, shaped like the server's own 422 so forms handle one case. */
export function invalidInput(error: z.ZodError): ApiError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    fieldErrors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  }
  return { status: 422, message: 'Validation failed', fieldErrors, showable: false, network: false };
}

/** Normalises whatever a call threw; anything without a response counts as a network failure. */
export function toApiError(error: unknown): ApiError {
  const response = error instanceof FetchError ? error.response : undefined;
  return response ? errorFromResponse(response.status, response._data) : networkError();
}

function serverMessage(body: unknown): string | undefined {
  if (!isRecord(body) || typeof body['message'] !== 'string') return undefined;
  return body['message'].trim() || undefined;
}

// Spec §8: a field may carry several messages; the form shows only the first. Read by hand, not
// with the zod contract (ErrorBody), because this runs in the browser where zod would cost ~25 KB.
function firstFieldMessages(body: unknown): Record<string, string> {
  const errors = isRecord(body) && isRecord(body['errors']) ? body['errors'] : {};
  const fieldErrors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(errors)) {
    const first: unknown = Array.isArray(messages) ? messages[0] : undefined;
    if (typeof first === 'string') fieldErrors[path] = first;
  }
  return fieldErrors;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
