import { messageSchema, type MessageAnswer } from '../contract/common.ts';
import { addressPageSchema, addressSchema, type Address, type AddressSearch } from '../contract/address.ts';
import type { Page } from '../contract/common.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** A page of the signed-in customer's addresses, the default first (`POST /api/addresses/search`); a read, so retried. */
export async function searchAddresses(client: ApiClient, search: AddressSearch = {}): Promise<ApiResult<Page<Address>>> {
  return client.request('POST', '/api/addresses/search', { body: search, schema: addressPageSchema, retry: true });
}

/**
 * Makes a stored address the default (`PUT /api/addresses` with its own fields and the flag):
 * nothing was typed, the fields are the API's own answer, and the API checks them again.
 */
export async function makeAddressDefault(client: ApiClient, address: Address): Promise<ApiResult<Address>> {
  const { id, label, recipientName, phone, divisionId, districtId, upazilaId, cityAreaId, addressLine, postcode } = address;
  const body = { id, label, recipientName, phone, divisionId, districtId, upazilaId, cityAreaId, addressLine, postcode, isDefault: true };
  return client.request('PUT', '/api/addresses', { body, schema: addressSchema });
}

/** Removes one of the signed-in customer's addresses (`DELETE /api/addresses?id=`). */
export function deleteAddress(client: ApiClient, id: number): Promise<ApiResult<MessageAnswer>> {
  return client.request('DELETE', '/api/addresses', { query: { id }, schema: messageSchema });
}
