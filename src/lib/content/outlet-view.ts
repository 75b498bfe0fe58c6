import type { OpeningHours, Outlet } from '../contract/outlets.ts';

/*
 * How the outlets page lays out its data: divisions for the filter, each outlet's week in the
 * order a Bangladeshi shopper reads it (Saturday first), and its directions link.
 */

/** The week as shops in Bangladesh count it: Saturday first, Friday last (0 = Sunday, as `Date.getDay`). */
export const WEEK_FROM_SATURDAY = [6, 0, 1, 2, 3, 4, 5] as const;

/** Divisions that have an outlet, in the order of the first outlet in each. */
export function divisionsOf(outlets: readonly Pick<Outlet, 'division'>[]): string[] {
  return [...new Set(outlets.map((outlet) => outlet.division))];
}

/**
 * The divisions of `divisionsOf`, each named with its Bangla (issue 24 §4) from the first of its
 * outlets that has one, for the filter's labels.
 */
export function namedDivisions(outlets: readonly Pick<Outlet, 'division' | 'divisionBn'>[]): { name: string; nameBn?: string }[] {
  return divisionsOf(outlets).map((name) => {
    const nameBn = outlets.find((outlet) => outlet.division === name && outlet.divisionBn)?.divisionBn;
    return nameBn ? { name, nameBn } : { name };
  });
}

/** An outlet's hours for every day of the week, Saturday first; `undefined` on a day it is closed. */
export function weekOf(hours: readonly OpeningHours[]): { day: number; hours: OpeningHours | undefined }[] {
  return WEEK_FROM_SATURDAY.map((day) => ({ day, hours: hours.find((span) => span.day === day) }));
}

/** Google Maps directions to the outlet's coordinates: opens the shopper's map app on a phone. */
export function directionsUrl(outlet: Pick<Outlet, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${outlet.latitude},${outlet.longitude}`;
}

/** A CSS-safe token of a division's name, for the filter's ids (`Cox's Bazar` → `cox-s-bazar`). */
export function divisionKey(division: string): string {
  return division.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * The filter's CSS: with a division's radio checked, outlets (and map dots) of other divisions are
 * hidden. `:has()` does it with JavaScript off; the page's script only updates the count.
 */
export function filterCss(divisions: readonly string[]): string {
  return divisions
    .map((division) => {
      const key = divisionKey(division);
      return `.outlets:has(#division-${key}:checked) [data-division]:not([data-division="${key}"]){display:none}`;
    })
    .join('\n');
}
