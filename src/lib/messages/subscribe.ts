import * as m from '../../paraglide/messages.js';

/**
 * Words of the e-mail sign-up forms (src/components/SubscribeForm.astro): the footer's, on every
 * page, and the coming-soon page's. The page's HTML shows the first ones; the form's script, loaded
 * when the shopper first uses the form, says the answers.
 * The words themselves are in messages/subscribe/<locale>.json (Paraglide JS).
 */
const shared = {
  get sending() { return m.subscribe_sending(); },
  get failed() { return m.subscribe_failed(); },
  /** The address is not one (the browser's own check, before anything is sent). */
  get invalid() { return m.subscribe_invalid(); },
  /** Without JavaScript: the form is hidden (it cannot send the shop's API key), and this said instead. */
  get noScript() { return m.subscribe_noScript(); },
  get contactLink() { return m.subscribe_contactLink(); },
};

/** One form's words: built when read (the spread reads `shared`'s getters then), in the page's language. */
export const subscribeMessages = {
  get footer() {
    return {
      ...shared,
      title: m.subscribe_footer_title(),
      label: m.subscribe_footer_label(),
      button: m.subscribe_footer_button(),
      hint: m.subscribe_footer_hint(),
      done: (email: string) => m.subscribe_footer_done({ email }),
    };
  },
  get 'coming-soon'() {
    return {
      ...shared,
      title: m.subscribe_coming_soon_title(),
      label: m.subscribe_coming_soon_label(),
      button: m.subscribe_coming_soon_button(),
      hint: m.subscribe_coming_soon_hint(),
      done: (email: string) => m.subscribe_coming_soon_done({ email }),
    };
  },
};

/** Which sign-up form: its words, and its ids on the page. */
export type SubscribeKind = keyof typeof subscribeMessages;
/** What the form's script says with, whatever the form. */
export type SubscribeAnswers = Pick<(typeof subscribeMessages)[SubscribeKind], 'sending' | 'failed' | 'invalid' | 'done'>;
