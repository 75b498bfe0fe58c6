import * as m from '../../paraglide/messages.js';

/** The days of the week, Sunday first (as `Date.getDay()` counts them). */
type Weekdays = readonly [string, string, string, string, string, string, string];

/**
 * Words of the outlets page, written into its HTML as it is built.
 * The words themselves are in messages/outlets/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const outletMessages = {
  get filterLabel() { return m.outlets_filterLabel(); },
  get listLabel() { return m.outlets_listLabel(); },
  get allDivisions() { return m.outlets_allDivisions(); },
  get mapTitle() { return m.outlets_mapTitle(); },
  mapDescription: (names: string) => m.outlets_mapDescription({ names }),
  get directions() { return m.outlets_directions(); },
  directionsTo: (name: string) => m.outlets_directionsTo({ name }),
  get hours() { return m.outlets_hours(); },
  get closed() { return m.outlets_closed(); },
};

/**
 * What the "open now" script says (src/scripts/open-now.ts), and the days the page's hours name:
 * a table apart from the page's, as a table's getters keep all its words in any bundle that imports it.
 */
export const openNowMessages = {
  get openNow() { return m.outlets_openNow(); },
  closesAt: (time: string) => m.outlets_closesAt({ time }),
  get closedNow() { return m.outlets_closedNow(); },
  opensAt: (day: string, time: string) => m.outlets_opensAt({ day, time }),
  get weekdays(): Weekdays {
    return [m.outlets_weekdays_0(), m.outlets_weekdays_1(), m.outlets_weekdays_2(), m.outlets_weekdays_3(), m.outlets_weekdays_4(), m.outlets_weekdays_5(), m.outlets_weekdays_6()];
  },
};
