import * as v from 'valibot';
import { bdMobileSchema, personNameSchema } from './account.ts';
import { toAsciiDigits } from '../digits.ts';
import { plainText, positiveInteger } from './common.ts';

/*
 * The write rules of an address (issue 10 §4): label, recipient, the Bangladeshi phone rule, place
 * ids, address line, postcode. Apart from the read shapes of `address.ts` so the address list loads
 * none of them: they come with the form that needs them (and `contract/index.ts` exports them).
 */

const optionalId = v.optional(v.nullable(positiveInteger), null);

/** Fields of an address as a customer writes them. */
const addressFields = {
  /**
   * A preset's stable value (`home`, `office`: the shop names it in the page's language,
   * `src/lib/address-label.ts`), or the shopper's own word, kept as typed.
   */
  label: v.pipe(plainText, v.trim(), v.minLength(1, 'Enter a label'), v.maxLength(40, 'At most 40 characters')),
  recipientName: personNameSchema,
  phone: bdMobileSchema,
  divisionId: positiveInteger,
  districtId: positiveInteger,
  upazilaId: optionalId,
  cityAreaId: optionalId,
  addressLine: v.pipe(plainText, v.trim(), v.minLength(1, 'Enter the house, road and area'), v.maxLength(200, 'At most 200 characters')),
  /** Four digits (Bangla digits read as theirs), or empty: many shoppers do not know theirs, and couriers do without. */
  postcode: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform(toAsciiDigits),
        v.check((code) => code === '' || /^\d{4}$/.test(code), 'A postcode has 4 digits'),
        v.transform((code) => code || null),
      ),
    ),
    null,
  ),
  /** Makes this the default address (the others lose the flag). */
  isDefault: v.optional(v.boolean(), false),
};

/** `POST /api/addresses`: a new address. */
export const addressCreateSchema = v.strictObject(addressFields);
export type AddressInput = v.InferInput<typeof addressCreateSchema>;
/** An address's fields once parsed (defaults filled in, phone normalised). */
export type AddressFields = v.InferOutput<typeof addressCreateSchema>;

/** `PUT /api/addresses`: replaces the address `id` (the caller's own). */
export const addressUpdateSchema = v.strictObject({ id: positiveInteger, ...addressFields });
export type AddressUpdateInput = v.InferInput<typeof addressUpdateSchema>;
