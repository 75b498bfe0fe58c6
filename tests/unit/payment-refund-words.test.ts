import { describe, expect, it } from 'vitest';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { paymentMessages } from '../../src/lib/messages/payments.ts';

/*
 * The payment page's words for money owed back (issue 22 §3): all of it sent, all of it on its
 * way, or, when an order owes two refunds that have not moved together, how much of each.
 */
describe('the payment page says where money owed back is', () => {
  it('sent, on its way, or part of each, in English', () => {
    const say = (refund: { amount: number; refunded: boolean; sent?: number }) => renderIn('en', () => paymentMessages.refund(refund));
    expect(say({ amount: 300, refunded: true, sent: 300 })).toBe('We have sent BDT 300.00 back to you.');
    expect(say({ amount: 300, refunded: false, sent: 0 })).toBe('We are sending BDT 300.00 back to you. It may take a few working days to reach your account.');
    // An API that does not say what was sent: the whole sum is on its way.
    expect(say({ amount: 300, refunded: false })).toBe('We are sending BDT 300.00 back to you. It may take a few working days to reach your account.');
    // Two refunds that have not moved together: what is back, and what is still on its way.
    expect(say({ amount: 300.1, refunded: false, sent: 120.2 }))
      .toBe('We have sent BDT 120.20 back to you and are sending the other BDT 179.90. It may take a few working days to reach your account.');
  });

  it('in Bangla, with ৳ and Bangla digits', () => {
    const said = renderIn('bn', () => paymentMessages.refund({ amount: 300.1, refunded: false, sent: 120.2 }));
    expect(said).toContain('১২০.২০৳');
    expect(said).toContain('১৭৯.৯০৳');
    expect(said).toMatch(/ফেরত পাঠিয়েছি, বাকি .+ পাঠাচ্ছি।/);
  });
});
