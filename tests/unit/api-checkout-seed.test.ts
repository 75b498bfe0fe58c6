import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.ts';
import { deliveryZones } from '../../api/checkout/terms.ts';
import { openDatabase } from '../../api/db/open.ts';
import { seedCheckout } from '../../api/seed/checkout.ts';
import { seedDemoData } from '../../api/seed/index.ts';

// Coupons and delivery rates (issue 11 §2): a shop database from before checkout gains them on its
// next start; the rates follow the configuration (DELIVERY_*), the coupons are seeded once.
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function database() {
  const dir = mkdtempSync(join(tmpdir(), 'checkout-seed-'));
  dirs.push(dir);
  return openDatabase(join(dir, 'shop.db'));
}

const NOW = new Date('2026-11-23T10:00:00Z');
const DEMO = readConfig({}).delivery;

describe('seedCheckout', () => {
  it('fills an existing catalogue’s empty coupon and rate tables, once', () => {
    const db = database();
    seedDemoData(db, { products: 5, now: NOW });
    seedCheckout(db, DEMO, NOW);
    seedCheckout(db, DEMO, NOW);
    const codes = db.prepare('SELECT code, type, value, max_discount_paisa, min_subtotal_paisa, ends_at FROM coupons ORDER BY code').all();
    expect(codes).toEqual([
      { code: 'EID2025', type: 'percent', value: 15, max_discount_paisa: 50_000, min_subtotal_paisa: null, ends_at: expect.any(String) },
      { code: 'KOLOM10', type: 'percent', value: 10, max_discount_paisa: 20_000, min_subtotal_paisa: null, ends_at: expect.any(String) },
      { code: 'SAVE100', type: 'fixed', value: 10_000, max_discount_paisa: null, min_subtotal_paisa: 100_000, ends_at: expect.any(String) },
    ]);
    expect(Date.parse(String(codes[0]!['ends_at']))).toBeLessThan(NOW.getTime());
    expect(deliveryZones(db)).toEqual([
      { id: 'inside_dhaka', name: 'inside Dhaka city', rates: [
        { option: 'standard', charge: 60, freeFrom: 3000, daysMin: 1, daysMax: 2 },
        { option: 'express', charge: 120, freeFrom: null, daysMin: 1, daysMax: 1 },
      ] },
      { id: 'outside_dhaka', name: 'outside Dhaka city', rates: [{ option: 'standard', charge: 120, freeFrom: 3000, daysMin: 3, daysMax: 5 }] },
    ]);
    db.close();
  });

  it('charges the configured amounts from the next start on, and keeps coupons as edited', () => {
    const db = database();
    seedCheckout(db, DEMO, NOW);
    db.prepare(`UPDATE coupons SET description = 'edited' WHERE code = 'KOLOM10'`).run();
    seedCheckout(db, { insideDhaka: 70, outsideDhaka: 150.5, express: 200, freeFrom: 0 }, NOW);
    const [inside, outside] = deliveryZones(db);
    expect(inside!.rates.map((rate) => [rate.option, rate.charge, rate.freeFrom])).toEqual([['standard', 70, null], ['express', 200, null]]);
    expect(outside!.rates.map((rate) => [rate.option, rate.charge, rate.freeFrom])).toEqual([['standard', 150.5, null]]);
    expect(db.prepare(`SELECT description FROM coupons WHERE code = 'KOLOM10'`).get()).toEqual({ description: 'edited' });
    expect(db.prepare('SELECT COUNT(*) AS n FROM coupons').get()).toEqual({ n: 3 });
    db.close();
  });
});

describe('readConfig: delivery', () => {
  it('has the demo amounts by default', () => {
    expect(DEMO).toEqual({ insideDhaka: 60, outsideDhaka: 120, express: 120, freeFrom: 3000 });
  });

  it('reads DELIVERY_* amounts in taka', () => {
    const env = { DELIVERY_INSIDE_DHAKA: '80', DELIVERY_OUTSIDE_DHAKA: '130.50', DELIVERY_EXPRESS: '150', DELIVERY_FREE_FROM: '0' };
    expect(readConfig(env).delivery).toEqual({ insideDhaka: 80, outsideDhaka: 130.5, express: 150, freeFrom: 0 });
  });

  it.each(['-1', 'ten', 'Infinity'])('refuses DELIVERY_INSIDE_DHAKA=%s at start', (value) => {
    expect(() => readConfig({ DELIVERY_INSIDE_DHAKA: value })).toThrow(`Not an amount of taka: ${value}`);
  });
});
