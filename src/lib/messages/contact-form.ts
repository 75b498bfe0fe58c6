import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the contact form; the form's script ships this table, so it holds only the form's words.
 * The words themselves are in messages/contact-form/<locale>.json (Paraglide JS).
 */
export const contactFormMessages = {
  get heading() { return m.contact_form_heading(); },
  get intro() { return m.contact_form_intro(); },
  get name() { return m.contact_form_name(); },
  get contact() { return m.contact_form_contact(); },
  get contactHint() { return m.contact_form_contactHint(); },
  get subject() { return m.contact_form_subject(); },
  get message() { return m.contact_form_message(); },
  get honeypot() { return m.contact_form_honeypot(); },
  get send() { return m.contact_form_send(); },
  get sentTitle() { return m.contact_form_sentTitle(); },
  get sentNoScript() { return m.contact_form_sentNoScript(); },
  get invalidTitle() { return m.contact_form_invalidTitle(); },
  get invalid() { return m.contact_form_invalid(); },
  get limitedTitle() { return m.contact_form_limitedTitle(); },
};

/**
 * What the contact form's script says as it sends (src/scripts/contact-form.ts): a table apart
 * from the form's words, written into the page's HTML as it is built, as a table's getters keep
 * all its words in any bundle that imports it.
 */
export const contactFormNotices = {
  get sending() { return m.contact_form_sending(); },
  sent: (reference: string) => m.contact_form_sent({ reference }),
  fixErrors: (count: number) => m.contact_form_fixErrors({ count, n: formatNumber(count) }),
  limited: (minutes: number) => m.contact_form_limited({ count: minutes, n: formatNumber(minutes) }),
  get failed() { return m.contact_form_failed(); },
};
