/**
 * Words of the address list (issue 10 §4) and its actions. Apart from the form's words
 * (`addresses.ts`, which holds both) so the list's page does not load the form's words.
 */
export const addressListMessages = {
  title: 'My addresses',
  description: 'The delivery addresses of your account.',
  needsJavaScript: 'Your address book needs JavaScript. Please turn it on in your browser and reload this page.',
  loading: 'Loading your addresses…',
  loadFailed: 'We could not load your addresses.',
  retry: 'Try again',
  empty: 'You have no saved addresses yet.',
  list: 'Saved addresses',
  backToAccount: 'Back to my account',

  isDefault: 'Default',
  add: 'Add address',
  edit: 'Edit',
  remove: 'Delete',
  makeDefault: 'Make default',
  confirmRemove: (label: string) => `Delete the ${label} address?`,
  confirmRemoveYes: 'Yes, delete',
  cancel: 'Cancel',
  removed: 'The address has been deleted.',
  madeDefault: (label: string) => `${label} is now your default address.`,
  saved: 'The address has been saved.',
  /** The API's 404: the address was deleted elsewhere, or was never this customer's. */
  notFound: 'That address was not found; the list has been reloaded.',

  loadingForm: 'Opening the form…',
} as const;
