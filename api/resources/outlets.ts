import { Hono } from 'hono';
import type { Outlet } from '../../src/lib/contract/outlets.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { singlePage } from '../http/page.ts';

export interface OutletRow {
  id: number;
  name: string;
  name_bn: string;
  address: string;
  division: string;
  district: string;
  phone: string;
  latitude: number;
  longitude: number;
  hours: string;
  /** NULL without Bangla (migration 22). */
  address_bn: string | null;
  district_bn: string | null;
  division_bn: string | null;
}

/** An outlet as the API answers it, with the Bangla of its address and places where it has some (issue 24 §4). */
export const toOutlet = (row: OutletRow): Outlet => ({
  id: row.id,
  name: row.name,
  nameBn: row.name_bn,
  address: row.address,
  division: row.division,
  district: row.district,
  ...(row.address_bn ? { addressBn: row.address_bn } : {}),
  ...(row.division_bn ? { divisionBn: row.division_bn } : {}),
  ...(row.district_bn ? { districtBn: row.district_bn } : {}),
  phone: row.phone,
  latitude: row.latitude,
  longitude: row.longitude,
  hours: JSON.parse(row.hours) as Outlet['hours'],
});

/** The shop's outlets (issue 13 §2), mounted at `/api/outlets`: `GET` lists them all, in the editors' order. */
export function outletRoutes({ db }: ApiDeps): Hono {
  const all = typedQuery<OutletRow>(db, 'SELECT * FROM outlets ORDER BY position, id');
  return new Hono().get('/', (c) => c.json(singlePage(all.all().map(toOutlet))));
}
