import { addressCreateSchema, addressUpdateSchema, type AddressInput, type AddressUpdateInput } from '../contract/address-input.ts';
import { addressSchema, type Address } from '../contract/address.ts';
import type { ApiClient, ApiResult } from './types.ts';

/*
 * The address calls that carry what a customer typed, checked with the write rules before they
 * leave. Apart from `addresses.ts` so the address list loads none of those rules.
 */

/** Saves a new address for the signed-in customer (`POST /api/addresses`, 201); the phone goes as `+8801…`. */
export async function createAddress(client: ApiClient, input: AddressInput): Promise<ApiResult<Address>> {
  return client.request('POST', '/api/addresses', { body: input, bodySchema: addressCreateSchema, schema: addressSchema });
}

/** Replaces one of the signed-in customer's addresses (`PUT /api/addresses`); another's id is a 404. */
export async function updateAddress(client: ApiClient, input: AddressUpdateInput): Promise<ApiResult<Address>> {
  return client.request('PUT', '/api/addresses', { body: input, bodySchema: addressUpdateSchema, schema: addressSchema });
}
