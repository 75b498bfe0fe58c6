import * as m from '../../paraglide/messages.js';

/**
 * Words of the address list (issue 10 §4) and its actions. Apart from the form's words
 * (`addresses.ts`, which holds both) so the list's page does not load the form's words.
 * The words themselves are in messages/address-list/<locale>.json (Paraglide JS).
 */
export const addressListMessages = {
  get loading() { return m.address_list_loading(); },
  get loadFailed() { return m.address_list_loadFailed(); },
  get retry() { return m.address_list_retry(); },
  get empty() { return m.address_list_empty(); },
  get list() { return m.address_list_list(); },
  get backToAccount() { return m.address_list_backToAccount(); },

  get isDefault() { return m.address_list_isDefault(); },
  get add() { return m.address_list_add(); },
  get edit() { return m.address_list_edit(); },
  get remove() { return m.address_list_remove(); },
  get makeDefault() { return m.address_list_makeDefault(); },
  confirmRemove: (label: string) => m.address_list_confirmRemove({ label }),
  get confirmRemoveYes() { return m.address_list_confirmRemoveYes(); },
  get cancel() { return m.address_list_cancel(); },
  get removed() { return m.address_list_removed(); },
  madeDefault: (label: string) => m.address_list_madeDefault({ label }),
  get saved() { return m.address_list_saved(); },
  /** The API's 404: the address was deleted elsewhere, or was never this customer's. */
  get notFound() { return m.address_list_notFound(); },

  get loadingForm() { return m.address_list_loadingForm(); },
};

/**
 * The addresses page's title, description and no-script note, written into its HTML as it is
 * built: a table apart from its island's, as a table's getters keep all its words in any bundle
 * that imports it.
 */
export const addressPageMessages = {
  get title() { return m.address_list_title(); },
  get description() { return m.address_list_description(); },
  get needsJavaScript() { return m.address_list_needsJavaScript(); },
};
