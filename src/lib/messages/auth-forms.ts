import * as m from '../../paraglide/messages.js';

/**
 * Words of the sign-in, sign-up, forgot-password and reset-password screens (issue 10 §2).
 * The words themselves are in messages/auth-forms/<locale>.json (Paraglide JS).
 */
export const authFormMessages = {

  get name() { return m.auth_forms_name(); },
  get email() { return m.auth_forms_email(); },
  get phone() { return m.auth_forms_phone(); },
  get phoneHint() { return m.auth_forms_phoneHint(); },
  get password() { return m.auth_forms_password(); },
  get newPassword() { return m.auth_forms_newPassword(); },
  get passwordHint() { return m.auth_forms_passwordHint(); },

  get signIn() { return m.auth_forms_signIn(); },
  get signingIn() { return m.auth_forms_signingIn(); },
  get signUp() { return m.auth_forms_signUp(); },
  get signingUp() { return m.auth_forms_signingUp(); },
  get sendResetLink() { return m.auth_forms_sendResetLink(); },
  get sending() { return m.auth_forms_sending(); },
  get resetPassword() { return m.auth_forms_resetPassword(); },
  get resetting() { return m.auth_forms_resetting(); },

  get noAccount() { return m.auth_forms_noAccount(); },
  get createAccount() { return m.auth_forms_createAccount(); },
  get haveAccount() { return m.auth_forms_haveAccount(); },
  get forgotPassword() { return m.auth_forms_forgotPassword(); },
  get backToSignIn() { return m.auth_forms_backToSignIn(); },
  get forgotIntro() { return m.auth_forms_forgotIntro(); },

  /** Spec §8 `already_logedin`. */
  get alreadySignedIn() { return m.auth_forms_alreadySignedIn(); },
  /** Spec §8 `auth_error`: never says whether the e-mail or the password was wrong. */
  get incorrect() { return m.auth_forms_incorrect(); },
  /** Spec §8 `duplicate_email`, with links to its two ways out. */
  get duplicateEmail() {
    return {
      text: m.auth_forms_duplicateEmail_text(),
      signIn: m.auth_forms_duplicateEmail_signIn(),
      or: m.auth_forms_duplicateEmail_or(),
      reset: m.auth_forms_duplicateEmail_reset(),
      /** The sentence's closing mark, after the last link. */
      end: m.auth_forms_duplicateEmail_end(),
    };
  },
  /** Shown whatever the address, so no one learns from it whether an account exists. */
  get resetLinkSent() { return m.auth_forms_resetLinkSent(); },
  get resetDone() { return m.auth_forms_resetDone(); },
  get signInNow() { return m.auth_forms_signInNow(); },

  // Signing in with a phone and a one-time code (issue 26 §2).
  get phoneSignInIntro() { return m.auth_forms_phoneSignInIntro(); },
  get withPhone() { return m.auth_forms_withPhone(); },
  get withEmail() { return m.auth_forms_withEmail(); },
  get mobileNumber() { return m.auth_forms_mobileNumber(); },
  get sendCode() { return m.auth_forms_sendCode(); },
  get code() { return m.auth_forms_code(); },
  get codeHint() { return m.auth_forms_codeHint(); },
  /** After the code was asked for: the same words for every number (the API's answer is too). */
  codeSent: (phone: string) => m.auth_forms_codeSent({ phone }),
  newCodeSent: (phone: string) => m.auth_forms_newCodeSent({ phone }),
  get yourName() { return m.auth_forms_yourName(); },
  /** A right code for a number without an account. */
  get nameForNewAccount() { return m.auth_forms_nameForNewAccount(); },
  get createAndSignIn() { return m.auth_forms_createAndSignIn(); },
  get sendNewCode() { return m.auth_forms_sendNewCode(); },
  get otherNumber() { return m.auth_forms_otherNumber(); },
  get invalidResetLink() { return m.auth_forms_invalidResetLink(); },
  get askForNewLink() { return m.auth_forms_askForNewLink(); },
};

/**
 * The sign-in, sign-up and password pages' titles and their no-script note,
 * written into the page's HTML as it is built: a table apart from its island's, as a table's
 * getters keep all its words in any bundle that imports it.
 */
export const authPageMessages = {
  get signInTitle() { return m.auth_forms_signInTitle(); },
  get signUpTitle() { return m.auth_forms_signUpTitle(); },
  get forgotTitle() { return m.auth_forms_forgotTitle(); },
  get resetTitle() { return m.auth_forms_resetTitle(); },
  get needsJavaScript() { return m.auth_forms_needsJavaScript(); },
  get phoneSignInTitle() { return m.auth_forms_phoneSignInTitle(); },
};
