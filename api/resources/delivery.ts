import { Hono } from 'hono';
import { deliveryZones } from '../checkout/terms.ts';
import type { ApiDeps } from '../deps.ts';

/** Delivery zones and their rates (issue 11 §2), mounted at `/api/delivery`: `GET /zones`. */
export function deliveryRoutes({ db }: ApiDeps): Hono {
  return new Hono().get('/zones', (c) => c.json({ list: deliveryZones(db) }));
}
