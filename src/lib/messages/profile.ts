import * as m from '../../paraglide/messages.js';

/**
 * Words of the profile screen (issue 10 §2): details, e-mail subscription, password, sign-out.
 * The words themselves are in messages/profile/<locale>.json (Paraglide JS).
 */
export const profileMessages = {
  get loading() { return m.profile_loading(); },
  get loadFailed() { return m.profile_loadFailed(); },
  get retry() { return m.profile_retry(); },

  /** The photo placeholder's name for screen readers: the initials alone say little. */
  photoOf: (name: string) => m.profile_photoOf({ name }),
  get detailsTitle() { return m.profile_detailsTitle(); },
  get name() { return m.profile_name(); },
  get email() { return m.profile_email(); },
  get emailHint() { return m.profile_emailHint(); },
  /** An account made with a phone and a code (issue 26 §2). */
  get noEmail() { return m.profile_noEmail(); },
  get phone() { return m.profile_phone(); },
  get noPhone() { return m.profile_noPhone(); },
  get editDetails() { return m.profile_editDetails(); },
  get cancel() { return m.profile_cancel(); },
  get loadingForm() { return m.profile_loadingForm(); },
  get phoneHint() { return m.profile_phoneHint(); },
  get save() { return m.profile_save(); },
  get saving() { return m.profile_saving(); },
  get saved() { return m.profile_saved(); },

  get subscriptionTitle() { return m.profile_subscriptionTitle(); },
  get subscription() { return m.profile_subscription(); },
  get subscriptionOn() { return m.profile_subscriptionOn(); },
  get subscriptionOff() { return m.profile_subscriptionOff(); },
  get subscriptionNeedsEmail() { return m.profile_subscriptionNeedsEmail(); },

  get passwordTitle() { return m.profile_passwordTitle(); },
  get currentPassword() { return m.profile_currentPassword(); },
  get newPassword() { return m.profile_newPassword(); },
  get newPasswordHint() { return m.profile_newPasswordHint(); },
  get changePassword() { return m.profile_changePassword(); },
  get changing() { return m.profile_changing(); },
  get noPassword() { return m.profile_noPassword(); },

  get signInPhoneTitle() { return m.profile_signInPhoneTitle(); },
  signInPhoneIs: (phone: string) => m.profile_signInPhoneIs({ phone }),
  get signInPhoneNone() { return m.profile_signInPhoneNone(); },
  get addSignInPhone() { return m.profile_addSignInPhone(); },
  get mobileNumber() { return m.profile_mobileNumber(); },
  get mobileHint() { return m.profile_mobileHint(); },
  get sendCode() { return m.profile_sendCode(); },
  get sending() { return m.profile_sending(); },
  get code() { return m.profile_code(); },
  codeSent: (phone: string) => m.profile_codeSent({ phone }),
  get confirmPhone() { return m.profile_confirmPhone(); },
  get confirming() { return m.profile_confirming(); },
  signInPhoneAdded: (phone: string) => m.profile_signInPhoneAdded({ phone }),
  get passwordChanged() { return m.profile_passwordChanged(); },

  get linksTitle() { return m.profile_linksTitle(); },
  get orders() { return m.profile_orders(); },
  get addresses() { return m.profile_addresses(); },
  get wishlist() { return m.profile_wishlist(); },
  get signOut() { return m.profile_signOut(); },
  get signingOut() { return m.profile_signingOut(); },
};

/**
 * The profile page's title, description and no-script note,
 * written into the page's HTML as it is built: a table apart from its island's, as a table's
 * getters keep all its words in any bundle that imports it.
 */
export const profilePageMessages = {
  get title() { return m.profile_title(); },
  get description() { return m.profile_description(); },
  get needsJavaScript() { return m.profile_needsJavaScript(); },
};
