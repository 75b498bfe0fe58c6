import { messageSchema, type MessageAnswer } from '../contract/common.ts';
import {
  addressCreateSchema,
  addressPageSchema,
  addressSchema,
  addressSearchSchema,
  addressUpdateSchema,
  type Address,
  type AddressInput,
  type AddressSearch,
  type AddressUpdateInput,
} from '../contract/address.ts';
import type { Page } from '../contract/common.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Saves a new address for the signed-in customer (`POST /api/addresses`, 201); the phone goes as `+8801…`. */
export async function createAddress(client: ApiClient, input: AddressInput): Promise<ApiResult<Address>> {
  return client.request('POST', '/api/addresses', { body: input, bodySchema: addressCreateSchema, schema: addressSchema });
}

/** A page of the signed-in customer's addresses, the default first (`POST /api/addresses/search`); a read, so retried. */
export async function searchAddresses(client: ApiClient, search: AddressSearch = {}): Promise<ApiResult<Page<Address>>> {
  return client.request('POST', '/api/addresses/search', { body: search, bodySchema: addressSearchSchema, schema: addressPageSchema, retry: true });
}

/** Replaces one of the signed-in customer's addresses (`PUT /api/addresses`); another's id is a 404. */
export async function updateAddress(client: ApiClient, input: AddressUpdateInput): Promise<ApiResult<Address>> {
  return client.request('PUT', '/api/addresses', { body: input, bodySchema: addressUpdateSchema, schema: addressSchema });
}

/** Removes one of the signed-in customer's addresses (`DELETE /api/addresses?id=`). */
export function deleteAddress(client: ApiClient, id: number): Promise<ApiResult<MessageAnswer>> {
  return client.request('DELETE', '/api/addresses', { query: { id }, schema: messageSchema });
}
