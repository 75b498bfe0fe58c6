import { describe, expect, it } from 'vitest';
import type { PaymentView } from '../../src/lib/contract/payments.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { paymentMessages } from '../../src/lib/messages/payments.ts';

/*
 * The payment page's words for money owed back (issue 22 §3): all of it sent, all of it on its
 * way, or, when an order owes two refunds that have not moved together, how much of each.
 */
const say = (refund: NonNullable<PaymentView['refund']>) => renderIn('en', () => paymentMessages.refund(refund));
const ALL_BACK = 'We have sent BDT 300.00 back to you.';
const ON_ITS_WAY = 'We are sending BDT 300.00 back to you. It may take a few working days to reach your account.';

describe('the payment page says where money owed back is', () => {
  it('sent, on its way, or part of each, in English', () => {
    expect(say({ amount: 300, refunded: true, sent: 300 })).toBe(ALL_BACK);
    expect(say({ amount: 300, refunded: false, sent: 0 })).toBe(ON_ITS_WAY);
    // An API that does not say what was sent: the whole sum is on its way.
    expect(say({ amount: 300, refunded: false })).toBe(ON_ITS_WAY);
    // Two refunds that have not moved together: what is back, and what is still on its way.
    expect(say({ amount: 300.1, refunded: false, sent: 120.2 }))
      .toBe('We have sent BDT 120.20 back to you and are sending the remaining BDT 179.90. It may take a few working days to reach your account.');
  });

  it('in Bangla, with ৳ and Bangla digits', () => {
    const said = renderIn('bn', () => paymentMessages.refund({ amount: 300.1, refunded: false, sent: 120.2 }));
    expect(said).toContain('১২০.২০৳');
    expect(said).toContain('১৭৯.৯০৳');
    expect(said).toBe('আপনার ১২০.২০৳ আমরা ফেরত পাঠিয়েছি; বাকি ১৭৯.৯০৳ ফেরত পাঠাচ্ছি। বাকি টাকা আপনার অ্যাকাউন্টে জমা হতে কয়েক কার্যদিবস লাগতে পারে।');
  });

  it('says "part of each" only while 0 < sent < amount, in whole paisa', () => {
    // All of it sent, though the API has not (yet) said `refunded`: all is back, nothing "remaining BDT 0.00".
    expect(say({ amount: 300, refunded: false, sent: 300 })).toBe(ALL_BACK);
    // Equal once in paisa, though not as floats (0.1 + 0.2 !== 0.3): all back too.
    expect(say({ amount: 0.3, refunded: false, sent: 0.1 + 0.2 })).toBe('We have sent BDT 0.30 back to you.');
    // More sent than owed: all is back, never a negative remainder.
    expect(say({ amount: 300, refunded: false, sent: 300.01 })).toBe(ALL_BACK);
    expect(say({ amount: 300, refunded: false, sent: 450 })).toBe(ALL_BACK);
    // Nothing sent, less than a paisa, or a nonsense negative: all of it is on its way.
    expect(say({ amount: 300, refunded: false, sent: 0 })).toBe(ON_ITS_WAY);
    expect(say({ amount: 300, refunded: false, sent: 0.004 })).toBe(ON_ITS_WAY);
    expect(say({ amount: 300, refunded: false, sent: -5 })).toBe(ON_ITS_WAY);
    // One paisa either side of the edges is still part of each.
    expect(say({ amount: 300, refunded: false, sent: 0.01 })).toBe('We have sent BDT 0.01 back to you and are sending the remaining BDT 299.99. It may take a few working days to reach your account.');
    expect(say({ amount: 300, refunded: false, sent: 299.99 })).toBe('We have sent BDT 299.99 back to you and are sending the remaining BDT 0.01. It may take a few working days to reach your account.');
  });

  it('says the same in Bangla at the edges', () => {
    const inBangla = (refund: NonNullable<PaymentView['refund']>) => renderIn('bn', () => paymentMessages.refund(refund));
    expect(inBangla({ amount: 300, refunded: false, sent: 300 })).toBe('আপনার ৩০০.০০৳ আমরা ফেরত পাঠিয়েছি।');
    expect(inBangla({ amount: 300, refunded: false, sent: 450 })).toBe('আপনার ৩০০.০০৳ আমরা ফেরত পাঠিয়েছি।');
    expect(inBangla({ amount: 300, refunded: false, sent: 0 })).toBe('আপনার ৩০০.০০৳ আমরা ফেরত পাঠাচ্ছি। আপনার অ্যাকাউন্টে জমা হতে কয়েক কার্যদিবস লাগতে পারে।');
  });
});
