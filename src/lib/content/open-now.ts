import type { OpeningHours } from '../contract/outlets.ts';

/*
 * "Open now / closes at …" of an outlet (issue 13 §2), in Dhaka time whatever the shopper's
 * clock says. Dhaka's wall clock is read with Intl and the time-zone database (`Asia/Dhaka`), as
 * dates are in src/lib/messages/dates.ts, not worked out from a fixed offset: the database knows
 * what a constant does not (Bangladesh kept daylight saving in 2009, and may again).
 */

const DAY_MINUTES = 24 * 60;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Built once: Intl formatters are costly to create, and the page asks every minute. `en-US` for
// the weekday's English short name; `h23` so midnight is 00, never 24.
const dhakaParts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Whether an outlet is open at an instant, and the next change (`HH:MM`, Dhaka time). */
export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: string | undefined; opensDay: number | undefined };

/** Weekday (0 = Sunday) and minutes since midnight of `instant` on Dhaka's wall clock. */
export function dhakaClock(instant: Date): { day: number; minutes: number } {
  const parts = Object.fromEntries(dhakaParts.formatToParts(instant).map(({ type, value }) => [type, value]));
  return { day: WEEKDAYS.indexOf(parts['weekday'] ?? ''), minutes: Number(parts['hour']) * 60 + Number(parts['minute']) };
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * Open or closed at `instant`. A day's hours whose closing time is at or before its opening time
 * run past midnight into the next day (a Friday evening opening that closes at 01:00 Saturday).
 */
export function openState(hours: readonly OpeningHours[], instant: Date): OpenState {
  const { day, minutes } = dhakaClock(instant);
  const yesterday = (day + 6) % 7;
  for (const span of hours) {
    const opens = minutesOf(span.opens);
    const closes = minutesOf(span.closes);
    const overnight = closes <= opens;
    if (span.day === day && minutes >= opens && (overnight || minutes < closes)) return { open: true, closesAt: span.closes };
    if (overnight && span.day === yesterday && minutes < closes) return { open: true, closesAt: span.closes };
  }
  return { open: false, ...nextOpening(hours, day, minutes) };
}

/** The next opening after `day`/`minutes` within a week, or none when the outlet has no hours at all. */
function nextOpening(hours: readonly OpeningHours[], day: number, minutes: number) {
  let best: { wait: number; span: OpeningHours } | undefined;
  for (const span of hours) {
    let wait = ((span.day - day + 7) % 7) * DAY_MINUTES + minutesOf(span.opens) - minutes;
    if (wait <= 0) wait += 7 * DAY_MINUTES;
    if (!best || wait < best.wait) best = { wait, span };
  }
  return { opensAt: best?.span.opens, opensDay: best?.span.day };
}
