import { atom } from 'nanostores';
import { deleteAddress, makeAddressDefault, searchAddresses } from '../lib/api/addresses.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { AddressInput, AddressUpdateInput } from '../lib/contract/address-input.ts';
import { MAX_ADDRESSES_PER_CUSTOMER, type Address } from '../lib/contract/address.ts';
import { apiClient } from './api-client.ts';

/*
 * The signed-in customer's address book (issue 10 §4): the list as the API orders it (default
 * first) and the actions that change it. After every change the list is read again rather than
 * patched here: the API decides which address becomes the default (a new first address, a
 * deleted default's successor), and the screen should show what it decided.
 */

/** The address list: `loading` until the first answer; `error` holds a failed load's message. */
export interface AddressBook {
  status: 'loading' | 'ready' | 'failed';
  list: Address[];
  error?: string;
}

/** The customer's addresses, default first. */
export const $addressBook = atom<AddressBook>({ status: 'loading', list: [] });

/** Reads the list again from the API; a failure keeps what was shown and says why. */
export async function loadAddresses(): Promise<void> {
  // One page holds them all: the API keeps at most MAX_ADDRESSES_PER_CUSTOMER per customer.
  const result = await searchAddresses(apiClient(), { page: 1, size: MAX_ADDRESSES_PER_CUSTOMER });
  const current = $addressBook.get();
  $addressBook.set(result.ok ? { status: 'ready', list: result.body.list } : { ...current, status: current.status === 'ready' ? 'ready' : 'failed', error: result.error.message });
}

// A 404 means the address is gone (deleted in another tab, or never the caller's): the list is
// stale, so it is read again whatever the action was.
async function thenReload<T>(result: ApiResult<T>): Promise<ApiResult<T>> {
  if (result.ok || result.status === 404) await loadAddresses();
  return result;
}

/** Saves a new address, or replaces the address `id`; the list follows. */
export async function saveAddress(input: AddressInput, id?: number): Promise<ApiResult<Address>> {
  // The write rules (phone, label, postcode) load with the first save: the list never needs them.
  const { createAddress, updateAddress } = await import('../lib/api/address-writes.ts');
  const result = id === undefined ? await createAddress(apiClient(), input) : await updateAddress(apiClient(), { ...input, id });
  return thenReload(result);
}

/** Removes an address; the list follows (a removed default's successor is the API's choice). */
export async function removeAddress(id: number): Promise<ApiResult<unknown>> {
  return thenReload(await deleteAddress(apiClient(), id));
}

/** Makes `address` the default: the others lose the flag. */
export async function makeDefaultAddress(address: Address): Promise<ApiResult<Address>> {
  return thenReload(await makeAddressDefault(apiClient(), address));
}

/** The editable fields of a stored address, as the form and `PUT /api/addresses` take them. */
export function inputOf(address: Address): Omit<AddressUpdateInput, 'id'> {
  const { label, recipientName, phone, divisionId, districtId, upazilaId, cityAreaId, addressLine, postcode, isDefault } = address;
  return { label, recipientName, phone, divisionId, districtId, upazilaId, cityAreaId, addressLine, postcode, isDefault };
}
