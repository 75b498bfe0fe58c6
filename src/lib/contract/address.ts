import * as v from 'valibot';
import { bdMobileSchema, personNameSchema } from './account.ts';
import { isoInstant, pageBodySchema, pageSchema, plainText, positiveInteger, queryInteger } from './common.ts';

/*
 * A customer's delivery addresses (spec §7 "Addresses", issue 10 §4). Where an address is goes by
 * ids of the Bangladesh data set (`src/lib/bd-geo.ts`): a division, a district of it, and an
 * upazila of that district or, inside Dhaka city, a city area. The API checks the ids agree.
 */

/** Most addresses one customer keeps: plenty for home, office and family, and a bound on the list. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

const optionalId = v.optional(v.nullable(positiveInteger), null);

/** Fields of an address as a customer writes them. */
const addressFields = {
  /** "Home", "Office", or the shopper's own word. */
  label: v.pipe(plainText, v.trim(), v.minLength(1, 'Enter a label'), v.maxLength(40, 'At most 40 characters')),
  recipientName: personNameSchema,
  phone: bdMobileSchema,
  divisionId: positiveInteger,
  districtId: positiveInteger,
  upazilaId: optionalId,
  cityAreaId: optionalId,
  addressLine: v.pipe(plainText, v.trim(), v.minLength(1, 'Enter the house, road and area'), v.maxLength(200, 'At most 200 characters')),
  /** Four digits, or empty: many shoppers do not know theirs, and couriers do without. */
  postcode: v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
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

/** `POST /api/addresses/search`: a page of the caller's addresses, the default first. */
export const addressSearchSchema = v.strictObject({ ...pageBodySchema.entries });
export type AddressSearch = v.InferInput<typeof addressSearchSchema>;

/** Query of the generic item calls that name one record (`DELETE /api/addresses?id=`). */
export const idQuerySchema = v.object({ id: v.pipe(queryInteger, v.minValue(1)) });

/** An address as the API answers it, with the English names of its places. */
export const addressSchema = v.object({
  id: positiveInteger,
  userId: positiveInteger,
  label: v.string(),
  recipientName: v.string(),
  phone: v.string(),
  divisionId: positiveInteger,
  districtId: positiveInteger,
  upazilaId: v.nullable(positiveInteger),
  cityAreaId: v.nullable(positiveInteger),
  divisionName: v.string(),
  districtName: v.string(),
  /** The upazila's or the Dhaka city area's name. */
  areaName: v.string(),
  addressLine: v.string(),
  postcode: v.nullable(v.string()),
  isDefault: v.boolean(),
  dateCreated: isoInstant,
});
export type Address = v.InferOutput<typeof addressSchema>;
/** A page of addresses. */
export const addressPageSchema = pageSchema(addressSchema);
