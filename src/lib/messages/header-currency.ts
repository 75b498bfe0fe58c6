import * as m from '../../paraglide/messages.js';

/**
 * Words of the currency picker that its script says (src/lib/currency.ts, in the header's script on
 * every page). Apart from header.ts's words, which the header's islands read: imported from there,
 * all of the header's words rode in every page's first script (0.6 KiB brotli, 0.8 in Bangla, measured).
 * The words themselves are in messages/header/<locale>.json (Paraglide JS).
 */
export const currencyMessages = {
  /** A currency in the picker: `BDT — Bangladesh` (after its flag, if any). */
  currencyOption: (code: string, country: string) => m.header_currencyOption({ code, country }),
  /** Shown whenever prices are displayed in another currency than BDT. */
  get convertedNote() { return m.header_convertedNote(); },
};
