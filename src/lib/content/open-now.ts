import type { OpeningHours } from '../contract/outlets.ts';

/*
 * "Open now / closes at …" of an outlet (issue 13 §2), in Dhaka time whatever the shopper's
 * clock says. Bangladesh keeps UTC+6 all year (no daylight saving since 2009), so Dhaka's wall
 * clock is UTC plus six hours: no time-zone database needed in the browser.
 */

const DHAKA_OFFSET_MINUTES = 6 * 60;
const DAY_MINUTES = 24 * 60;

/** Whether an outlet is open at an instant, and the next change (`HH:MM`, Dhaka time). */
export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: string | undefined; opensDay: number | undefined };

/** Weekday (0 = Sunday) and minutes since midnight of `instant` on Dhaka's wall clock. */
export function dhakaClock(instant: Date): { day: number; minutes: number } {
  const shifted = new Date(instant.getTime() + DHAKA_OFFSET_MINUTES * 60_000);
  return { day: shifted.getUTCDay(), minutes: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
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
