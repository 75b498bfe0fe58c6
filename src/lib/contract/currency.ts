import { z } from 'zod';
import { pageSchema } from './common.ts';

/**
 * A currency and its conversion from BDT (spec §3): `rate` is how many units of this currency
 * one BDT buys; `sourceId` names the conversion record's source.
 */
export const currencySchema = z.object({
  id: z.number().int().positive(),
  sourceId: z.string(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  country: z.string(),
  numCode: z.string(),
  rate: z.number().positive(),
  img: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;
export const currencyPageSchema = pageSchema(currencySchema);

/** The default currency (spec §3, §9): BDT, Bangladesh, +88, rate 1. */
export const DEFAULT_CURRENCY = {
  id: 1,
  sourceId: 'BDT',
  currency: 'BDT',
  country: 'Bangladesh',
  numCode: '+88',
  rate: 1,
  img: '',
} as const satisfies Currency;
