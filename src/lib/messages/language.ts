import * as m from '../../paraglide/messages.js';
import type { Locale } from '../../paraglide/runtime.js';

/**
 * Words of the language switch and the offer of a remembered language (issue 24 §5). The words
 * themselves are in messages/language/<locale>.json (Paraglide JS). The switch and the offer speak
 * the language they lead to, so each takes it: an English page offers Bangla in Bangla.
 */
export const languageMessages = {
  /** Each language's own name for itself, as the switch shows it. */
  name: { en: 'English', bn: 'বাংলা' } satisfies Record<Locale, string>,
  /** The switch's group, in the page's language. */
  offer: (locale: Locale) => m.language_offer({}, { locale }),
  offerYes: (locale: Locale) => m.language_offerYes({}, { locale }),
  offerNo: (locale: Locale) => m.language_offerNo({}, { locale }),
};
