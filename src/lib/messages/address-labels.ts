import * as m from '../../paraglide/messages.js';

/**
 * The names of the address label presets (`home`, `office`), in the page's language. A table of
 * their own: the address list, the checkout's address step and the address form all show them,
 * and none of them should load another's words for two. `src/lib/address-label.ts` says when a
 * saved label is one of them. The words are in messages/address-labels/<locale>.json (Paraglide JS).
 */
export const addressLabelMessages = {
  get labelHome() { return m.address_labels_home(); },
  get labelOffice() { return m.address_labels_office(); },
};
