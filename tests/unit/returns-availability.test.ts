import { describe, expect, it } from 'vitest';
import type { SaleReturns } from '../../src/lib/contract/returns.ts';
import { returnsAvailability } from '../../src/lib/returns-availability.ts';

// What an order's page says of returning it (issue 26 §5): the button with the day it closes, or,
// after the 7 days, why it is gone.
const base: SaleReturns = { saleId: 1, deliveredAt: '2026-11-20T06:00:00.000Z', returnable: null, unavailable: null, returns: [] };

describe('returnsAvailability', () => {
  it('offers Return items until the 7 days after delivery are over, saying until when', () => {
    const open = returnsAvailability({ ...base, returnable: { until: '2026-11-27T06:00:00.000Z', lines: [{ skuId: 3, quantity: 1 }] } });
    expect(open).toEqual({ canAsk: true, sentence: expect.stringMatching(/^You can ask to return items from this order until Nov 27, 2026, 12:00 PM\.$/) });
  });

  it('says why the button is gone once the window closed, and the day it closed', () => {
    const closed = returnsAvailability({ ...base, unavailable: { code: 'window_closed', message: 'closed', closedAt: '2026-11-27T06:00:00.000Z' } });
    expect(closed).toEqual({ canAsk: false, sentence: 'Returns for this order closed on Nov 27, 2026: we take items back for 7 days after delivery.' });
  });

  it('says nothing while a request waits for the shop, or the order for its delivery', () => {
    for (const code of ['return_pending', 'not_delivered'] as const) {
      expect(returnsAvailability({ ...base, unavailable: { code, message: 'no' } })).toEqual({ canAsk: false, sentence: null });
    }
  });
});
