import * as m from '../../paraglide/messages.js';

/**
 * The texts of the error catalogue (spec §8) that the client writes itself; servers' own messages pass through.
 * The words themselves are in messages/errors/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const errorMessages = {
  /** Spec §8, word for word: no answer came back at all. */
  get network() { return m.errors_network(); },
  get unexpectedResponse() { return m.errors_unexpectedResponse(); },
  get generic() { return m.errors_generic(); },
  /** An input refused before sending, as the server's own 422 says it. */
  get validationFailed() { return m.errors_validationFailed(); },
};

/**
 * The error page a page shows instead of itself (src/components/RouteGuard.astro), written at build
 * time: a table of its own, since a table's getters keep all its words in any bundle that imports it
 * (the API client's, on every page that asks the API).
 */
export const guardErrorMessages = {
  /** The heading. */
  get errorTitle() { return m.errors_errorTitle(); },
  /** Spec §8, word for word: a page names a route guard that does not exist. */
  get unknownGuard() { return m.errors_unknownGuard(); },
};
