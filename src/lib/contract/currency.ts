import * as v from 'valibot';
import { pageSchema, positiveInteger } from './common.ts';

/**
 * A currency and its conversion from BDT (spec §3): `rate` is how many units of this currency
 * one BDT buys; `sourceId` names the conversion record's source.
 */
export const currencySchema = v.object({
  id: positiveInteger,
  sourceId: v.string(),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
  country: v.string(),
  numCode: v.string(),
  rate: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  img: v.string(),
});
export type Currency = v.InferOutput<typeof currencySchema>;
/** A page of currencies. */
export const currencyPageSchema = pageSchema(currencySchema);

/** The default currency (spec §3, §9): BDT, Bangladesh, +88, rate 1. */
export const DEFAULT_CURRENCY: Readonly<Currency> = Object.freeze({
  id: 1,
  sourceId: 'BDT',
  currency: 'BDT',
  country: 'Bangladesh',
  numCode: '+88',
  rate: 1,
  img: '',
});
