import type { AddressInput, AddressUpdateInput } from '../contract/address-input.ts';
import { addressSchema, type Address } from '../contract/address.ts';
import type { ApiClient, ApiResult } from './types.ts';

/*
 * The address calls that carry what a customer typed: the API checks them with the write rules
 * (`address-input.ts`; a 422 names the fields) and keeps the phone as `+8801…`. Apart from
 * `addresses.ts` so the address list loads them only when the form is opened.
 */

/** Saves a new address for the signed-in customer (`POST /api/addresses`, 201). */
export async function createAddress(client: ApiClient, input: AddressInput): Promise<ApiResult<Address>> {
  return client.request('POST', '/api/addresses', { body: input, schema: addressSchema });
}

/** Replaces one of the signed-in customer's addresses (`PUT /api/addresses`); another's id is a 404. */
export async function updateAddress(client: ApiClient, input: AddressUpdateInput): Promise<ApiResult<Address>> {
  return client.request('PUT', '/api/addresses', { body: input, schema: addressSchema });
}
