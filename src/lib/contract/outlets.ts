import * as v from 'valibot';
import { pageSchema, positiveInteger } from './common.ts';

/*
 * The shop's outlets (`GET /api/outlets`, issue 13 §2). Hours are per weekday in Dhaka time,
 * `HH:MM` 24-hour; a closing time at or before the opening time means the outlet closes after
 * midnight. A day without hours is a day it is closed.
 */

const clock = v.pipe(v.string(), v.regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM'));

/** Opening hours of one weekday, 0 = Sunday … 6 = Saturday (as `Date.getDay`). */
export const openingHoursSchema = v.object({
  day: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6)),
  opens: clock,
  closes: clock,
});
export type OpeningHours = v.InferOutput<typeof openingHoursSchema>;

export const outletSchema = v.object({
  id: positiveInteger,
  name: v.string(),
  nameBn: v.string(),
  address: v.string(),
  division: v.string(),
  district: v.string(),
  /** The address and places in Bangla (issue 24 §4), where the API has them. */
  addressBn: v.optional(v.string()),
  divisionBn: v.optional(v.string()),
  districtBn: v.optional(v.string()),
  phone: v.string(),
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
  hours: v.array(openingHoursSchema),
});
export type Outlet = v.InferOutput<typeof outletSchema>;
export const outletListSchema = pageSchema(outletSchema);
