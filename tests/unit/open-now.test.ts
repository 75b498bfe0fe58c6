import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../src/lib/contract/outlets.ts';
import { dhakaClock, openState } from '../../src/lib/content/open-now.ts';

// "Open now / closes at …" on the outlets page (issue 13 §2), in Dhaka time (UTC+6 today).
// Instants are written in Dhaka time (+06:00) so each case reads as a shopper in Dhaka sees it.
const at = (dhakaTime: string) => new Date(`${dhakaTime}+06:00`);
// 2026-11-20 is a Friday; 2026-11-21 a Saturday; 2026-11-19 a Thursday.
const SAT_TO_THU: OpeningHours[] = [6, 0, 1, 2, 3, 4].map((day) => ({ day, opens: '10:00', closes: '20:00' }));
const WITH_FRIDAY: OpeningHours[] = [...SAT_TO_THU, { day: 5, opens: '15:00', closes: '20:00' }];
const LATE: OpeningHours[] = [{ day: 4, opens: '11:00', closes: '01:00' }, { day: 5, opens: '15:00', closes: '01:00' }, { day: 6, opens: '11:00', closes: '23:00' }];

describe('dhakaClock', () => {
  it('reads the weekday and time on Dhaka’s clock, not the machine’s', () => {
    // 20:30 UTC on Thursday is 02:30 on Friday in Dhaka.
    expect(dhakaClock(new Date('2026-11-19T20:30:00Z'))).toEqual({ day: 5, minutes: 150 });
  });

  it('turns the day at Dhaka’s midnight, 18:00 UTC, not an hour either side', () => {
    expect(dhakaClock(new Date('2026-11-21T17:59:00Z'))).toEqual({ day: 6, minutes: 23 * 60 + 59 }); // Saturday 23:59
    expect(dhakaClock(new Date('2026-11-21T18:00:00Z'))).toEqual({ day: 0, minutes: 0 }); // Sunday 00:00
    expect(dhakaClock(new Date('2026-11-21T18:01:00Z'))).toEqual({ day: 0, minutes: 1 });
  });

  it('follows the time-zone database, not a constant: Dhaka kept UTC+7 in the summer of 2009', () => {
    // 17:30 UTC on Wednesday 1 July 2009 was 00:30 on Thursday in Dhaka (a fixed +6 says 23:30 Wednesday).
    expect(dhakaClock(new Date('2009-07-01T17:30:00Z'))).toEqual({ day: 4, minutes: 30 });
  });
});

describe('openState', () => {
  it('is open between opening and closing, saying when it closes', () => {
    expect(openState(SAT_TO_THU, at('2026-11-21T10:00:00'))).toEqual({ open: true, closesAt: '20:00' });
    expect(openState(SAT_TO_THU, at('2026-11-21T19:59:00'))).toEqual({ open: true, closesAt: '20:00' });
  });

  it('is closed at the closing minute, and says the next opening', () => {
    expect(openState(SAT_TO_THU, at('2026-11-21T20:00:00'))).toEqual({ open: false, opensAt: '10:00', opensDay: 0 });
    expect(openState(SAT_TO_THU, at('2026-11-21T09:59:00'))).toEqual({ open: false, opensAt: '10:00', opensDay: 6 });
  });

  it('keeps a shop without Friday hours closed all Friday, opening again on Saturday', () => {
    expect(openState(SAT_TO_THU, at('2026-11-20T12:00:00'))).toEqual({ open: false, opensAt: '10:00', opensDay: 6 });
  });

  it('opens a shop with Friday hours only after Jumu’ah', () => {
    expect(openState(WITH_FRIDAY, at('2026-11-20T13:00:00'))).toEqual({ open: false, opensAt: '15:00', opensDay: 5 });
    expect(openState(WITH_FRIDAY, at('2026-11-20T15:00:00'))).toEqual({ open: true, closesAt: '20:00' });
  });

  it('keeps a late shop open across midnight into the next day, closing at the time of the day it opened', () => {
    expect(openState(LATE, at('2026-11-19T23:30:00'))).toEqual({ open: true, closesAt: '01:00' }); // Thursday night
    expect(openState(LATE, at('2026-11-20T00:30:00'))).toEqual({ open: true, closesAt: '01:00' }); // after midnight, Friday
    expect(openState(LATE, at('2026-11-20T01:00:00'))).toEqual({ open: false, opensAt: '15:00', opensDay: 5 });
    expect(openState(LATE, at('2026-11-21T00:59:00'))).toEqual({ open: true, closesAt: '01:00' }); // Friday's late hours, Saturday
  });

  it('closes a shop at Dhaka’s midnight and opens the next day’s hours, to the minute', () => {
    const LATE_SATURDAY: OpeningHours[] = [{ day: 6, opens: '18:00', closes: '00:00' }, { day: 0, opens: '00:00', closes: '02:00' }];
    expect(openState([LATE_SATURDAY[0]!], new Date('2026-11-21T17:59:00Z'))).toEqual({ open: true, closesAt: '00:00' });
    expect(openState([LATE_SATURDAY[0]!], new Date('2026-11-21T18:00:00Z'))).toEqual({ open: false, opensAt: '18:00', opensDay: 6 });
    expect(openState(LATE_SATURDAY, new Date('2026-11-21T18:00:00Z'))).toEqual({ open: true, closesAt: '02:00' });
  });

  it('answers the same whatever the time zone of the machine', () => {
    // The same instant as 19:00 Saturday in Dhaka, written in UTC.
    expect(openState(SAT_TO_THU, new Date('2026-11-21T13:00:00Z'))).toEqual({ open: true, closesAt: '20:00' });
  });

  it('is closed with no next opening for an outlet without hours', () => {
    expect(openState([], at('2026-11-21T12:00:00'))).toEqual({ open: false, opensAt: undefined, opensDay: undefined });
  });
});
