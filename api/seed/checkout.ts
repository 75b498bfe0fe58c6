import type { DatabaseSync } from 'node:sqlite';
import { takaToPaisa } from '../../src/lib/money.ts';
import type { DeliveryCharges } from '../config.ts';
import { transaction } from '../db/open.ts';
import { countRows } from '../db/query.ts';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Demo coupons and the delivery rates (issue 11 §2–§3), run at every start. The coupons go only
 * into an empty table (a database from before checkout existed gains them on its next start; a
 * coupon edited since stays as edited). The rates are the configuration's (`DELIVERY_*`): written
 * at every start, so a changed setting is charged from the next start on.
 */
export function seedCheckout(db: DatabaseSync, charges: DeliveryCharges, now: Date): void {
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  if (countRows(db, 'coupons') === 0) {
    const insert = db.prepare(
      'INSERT INTO coupons (code, description, type, value, max_discount_paisa, min_subtotal_paisa, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insert.run('KOLOM10', '10% off your order, up to BDT 200', 'percent', 10, takaToPaisa(200), null, at(-30), at(365));
    insert.run('SAVE100', 'BDT 100 off orders from BDT 1,000', 'fixed', takaToPaisa(100), null, takaToPaisa(1000), at(-30), at(365));
    insert.run('EID2025', 'Eid special: 15% off (ended)', 'percent', 15, takaToPaisa(500), null, at(-90), at(-60));
  }
  const rate = db.prepare(
    `INSERT INTO delivery_rates (zone, zone_name, option, charge_paisa, free_from_paisa, days_min, days_max) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (zone, option) DO UPDATE SET zone_name = excluded.zone_name, charge_paisa = excluded.charge_paisa,
       free_from_paisa = excluded.free_from_paisa, days_min = excluded.days_min, days_max = excluded.days_max`,
  );
  // 0 means never free (express is never free).
  const freeFrom = charges.freeFrom > 0 ? takaToPaisa(charges.freeFrom) : null;
  transaction(db, () => {
    rate.run('inside_dhaka', 'inside Dhaka city', 'standard', takaToPaisa(charges.insideDhaka), freeFrom, 1, 2);
    rate.run('inside_dhaka', 'inside Dhaka city', 'express', takaToPaisa(charges.express), null, 1, 1);
    rate.run('outside_dhaka', 'outside Dhaka city', 'standard', takaToPaisa(charges.outsideDhaka), freeFrom, 3, 5);
  });
}
