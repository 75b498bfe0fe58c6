import { LOCALE } from './format.ts';

/*
 * How dates are written for shoppers (orders, their history). Apart from `format.ts`, which every
 * page's header loads: only the pages that show a date build these formatters.
 */

// Dates are the shop's, in Dhaka time: an order placed at 1 a.m. in Dhaka is placed that day.
const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Dhaka' });
const calendarFormat = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An instant as a date in Dhaka: `23 Nov 2026`. */
export function formatDate(instant: string): string {
  return dateFormat.format(new Date(instant));
}

/** An instant as a date and time in Dhaka: `23 Nov 2026, 3:05 pm`. */
export function formatDateTime(instant: string): string {
  return dateTimeFormat.format(new Date(instant));
}

/** A calendar date (`2026-11-25`) as a shopper reads it: `Wed, 25 Nov`. */
export function formatCalendarDate(date: string): string {
  return calendarFormat.format(new Date(`${date}T00:00:00Z`));
}
