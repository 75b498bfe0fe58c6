import type { DatabaseSync } from 'node:sqlite';
import type { Address, AddressFields } from '../../src/lib/contract/index.ts';
import { areaNames } from '../../src/lib/bd-geo.ts';
import { typedQuery } from '../db/query.ts';
import { bdGeo } from '../geo.ts';

/** A row of the addresses table. */
export interface AddressRow {
  id: number;
  customer_id: number;
  label: string;
  recipient_name: string;
  phone: string;
  division_id: number;
  district_id: number;
  upazila_id: number | null;
  city_area_id: number | null;
  address_line: string;
  postcode: string | null;
  is_default: number;
  created_at: string;
}

/** The address `id` if it belongs to `customerId`; another customer's is as good as missing. */
export function ownAddress(db: DatabaseSync, customerId: number, id: number): AddressRow | undefined {
  return typedQuery<AddressRow>(db, 'SELECT * FROM addresses WHERE id = ? AND customer_id = ?').get(id, customerId);
}

/** How many addresses `customerId` keeps. */
export function addressCount(db: DatabaseSync, customerId: number): number {
  return typedQuery<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM addresses WHERE customer_id = ?').get(customerId)?.n ?? 0;
}

/** Takes the default flag off every address of `customerId` (before another one gets it). */
export function clearDefault(db: DatabaseSync, customerId: number): void {
  db.prepare('UPDATE addresses SET is_default = 0 WHERE customer_id = ?').run(customerId);
}

/** The column values of `fields`, in the order of `ADDRESS_COLUMNS`. */
export function addressValues(fields: AddressFields, isDefault: boolean) {
  return [
    fields.label,
    fields.recipientName,
    fields.phone,
    fields.divisionId,
    fields.districtId,
    fields.upazilaId,
    fields.cityAreaId,
    fields.addressLine,
    fields.postcode,
    isDefault ? 1 : 0,
  ];
}
/** The columns a customer writes, in the order of `addressValues`. */
export const ADDRESS_COLUMNS = [
  'label',
  'recipient_name',
  'phone',
  'division_id',
  'district_id',
  'upazila_id',
  'city_area_id',
  'address_line',
  'postcode',
  'is_default',
] as const;

/** An address row as the contract answers it, with its places' names. */
export function toAddress(row: AddressRow): Address {
  const choice = { divisionId: row.division_id, districtId: row.district_id, upazilaId: row.upazila_id, cityAreaId: row.city_area_id };
  const names = areaNames(choice, bdGeo);
  return {
    id: row.id,
    userId: row.customer_id,
    label: row.label,
    recipientName: row.recipient_name,
    phone: row.phone,
    ...choice,
    divisionName: names.division,
    districtName: names.district,
    areaName: names.area,
    addressLine: row.address_line,
    postcode: row.postcode,
    isDefault: row.is_default === 1,
    dateCreated: row.created_at,
  };
}
