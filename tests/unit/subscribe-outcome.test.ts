import { describe, expect, it } from 'vitest';
import { networkError } from '../../src/lib/api/errors.ts';
import type { ApiError, ApiResult } from '../../src/lib/api/types.ts';
import type { Subscription } from '../../src/lib/contract/customer.ts';
import { subscribeMessages } from '../../src/lib/messages/subscribe.ts';
import { subscribeOutcome } from '../../src/lib/subscribe-outcome.ts';

const say = subscribeMessages.footer;
const failed = (error: Partial<ApiError> & { status: number }): ApiResult<Subscription> => ({
  ok: false,
  status: error.status,
  error: { message: 'Validation failed', fieldErrors: {}, showable: false, network: false, ...error },
});

describe('subscribeOutcome', () => {
  it('thanks the shopper with the address as the API kept it', () => {
    const result: ApiResult<Subscription> = { ok: true, status: 200, body: { email: 'reader@example.com', subscriptionStatus: 'subscribed' } };
    expect(subscribeOutcome(result, say)).toEqual({ ok: true, text: 'Thank you! We will send our news and offers to reader@example.com.', invalid: false });
    expect(subscribeOutcome(result, subscribeMessages['coming-soon']).text).toBe('Thank you! We will write to reader@example.com as soon as they arrive.');
  });

  it('shows the API’s own sentence for a refused address, and marks the field', () => {
    expect(subscribeOutcome(failed({ status: 422, fieldErrors: { email: 'Use the e-mail address of your account' } }), say))
      .toEqual({ ok: false, text: 'Use the e-mail address of your account', invalid: true });
  });

  it('falls back to the form’s words for a 422 without a sentence for the address', () => {
    expect(subscribeOutcome(failed({ status: 422, fieldErrors: { subscribed: 'Invalid type' } }), say))
      .toEqual({ ok: false, text: say.invalid, invalid: true });
  });

  it('says when to try again after a 429', () => {
    expect(subscribeOutcome(failed({ status: 429, retryAfter: 30 }), say).text).toBe('Too many attempts. Please try again in 30 seconds.');
    expect(subscribeOutcome(failed({ status: 429 }), say).text).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('says the connection failed when no answer came, and apologises for anything else', () => {
    expect(subscribeOutcome({ ok: false, status: 500, error: networkError() }, say)).toEqual({ ok: false, text: 'Connection error: Unable to reach the server.', invalid: false });
    expect(subscribeOutcome(failed({ status: 500, message: 'SQLITE_BUSY: database is locked' }), say)).toEqual({ ok: false, text: say.failed, invalid: false });
  });
});
