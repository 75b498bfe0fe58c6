import * as m from '../../paraglide/messages.js';

/**
 * Titles of pages that are only a step on the way somewhere else (`/contact-us`, which sends the shopper to `/contact`).
 * The words themselves are in messages/pages/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const pageMessages = {
  get contact() { return { title: m.pages_contact_title() }; },
};
