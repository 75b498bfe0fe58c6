import { numberLocale } from './format.ts';

/*
 * How dates are written for shoppers (orders, their history), in the page's language (`23 Nov
 * 2026` or `২৩ নভে, ২০২৬`). Apart from `format.ts`, which every page's header loads: only the pages
 * that show a date build these formatters.
 */

// Dates are the shop's, in Dhaka time: an order placed at 1 a.m. in Dhaka is placed that day.
const STYLES = {
  date: { dateStyle: 'medium', timeZone: 'Asia/Dhaka' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' },
  calendar: { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Built once a language and style: Intl formatters are costly to create.
const built = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof STYLES): Intl.DateTimeFormat {
  const key = `${numberLocale()} ${style}`;
  let found = built.get(key);
  if (!found) built.set(key, (found = new Intl.DateTimeFormat(numberLocale(), STYLES[style])));
  return found;
}

/** An instant as a date in Dhaka: `23 Nov 2026`. */
export function formatDate(instant: string): string {
  return formatter('date').format(new Date(instant));
}

/** An instant as a date and time in Dhaka: `23 Nov 2026, 3:05 pm`. */
export function formatDateTime(instant: string): string {
  return formatter('dateTime').format(new Date(instant));
}

/** A calendar date (`2026-11-25`) as a shopper reads it: `Wed, 25 Nov`. */
export function formatCalendarDate(date: string): string {
  return formatter('calendar').format(new Date(`${date}T00:00:00Z`));
}
