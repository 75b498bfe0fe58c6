import * as v from 'valibot';
import { isoInstant, pageBodySchema, pageSchema, positiveInteger, queryInteger } from './common.ts';

/*
 * A customer's delivery addresses (spec §7 "Addresses", issue 10 §4). Where an address is goes by
 * ids of the Bangladesh data set (`src/lib/bd-geo.ts`): a division, a district of it, and an
 * upazila of that district or, inside Dhaka city, a city area. The API checks the ids agree.
 * These are the read shapes; the write rules (phone, label, postcode) are `address-input.ts`. Not
 * re-exported here: a re-export would put them in the same chunk as these, on the list's page.
 */

/** Most addresses one customer keeps: plenty for home, office and family, and a bound on the list. */
export const MAX_ADDRESSES_PER_CUSTOMER = 20;

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
