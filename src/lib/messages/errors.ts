/** The texts of the error catalogue (spec §8) that the client writes itself; servers' own messages pass through. */
export const errorMessages = {
  /** Spec §8, word for word: no answer came back at all. */
  network: 'Connection error: Unable to reach the server.',
  unexpectedResponse: 'Unexpected response from the server.',
  generic: 'Something went wrong. Please try again.',
  /** An input refused before sending, as the server's own 422 says it. */
  validationFailed: 'Validation failed',
  /** Spec §8, word for word: a page names a route guard that does not exist. */
  unknownGuard: 'Unknown route middleware',
  /** The heading of the error page a page shows instead of itself. */
  errorTitle: 'Something went wrong',
} as const;
