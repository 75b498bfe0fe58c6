import { Hono } from 'hono';
import type { Outlet } from '../../src/lib/contract/outlets.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { singlePage } from '../http/page.ts';

interface OutletRow {
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
}

/** The shop's outlets (issue 13 §2), mounted at `/api/outlets`: `GET` lists them all, in the editors' order. */
export function outletRoutes({ db }: ApiDeps): Hono {
  const all = typedQuery<OutletRow>(db, 'SELECT * FROM outlets ORDER BY position, id');
  return new Hono().get('/', (c) => {
    const list = all.all().map(
      (row): Outlet => ({
        id: row.id,
        name: row.name,
        nameBn: row.name_bn,
        address: row.address,
        division: row.division,
        district: row.district,
        phone: row.phone,
        latitude: row.latitude,
        longitude: row.longitude,
        hours: JSON.parse(row.hours) as Outlet['hours'],
      }),
    );
    return c.json(singlePage(list));
  });
}
