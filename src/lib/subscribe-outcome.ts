import type { ApiResult } from './api/types.ts';
import type { Subscription } from './contract/customer.ts';
import type { SubscribeAnswers } from './messages/subscribe.ts';
import { formMessages } from './messages/forms.ts';

/** What a sign-up form says after the API answered, and whether the address field is at fault. */
export interface SubscribeOutcome {
  ok: boolean;
  text: string;
  /** The address was refused: the field is marked invalid and gets focus. */
  invalid: boolean;
}

/**
 * The readable answer to `POST /api/emails/subscriptions` (spec §8's catalogue): the address as
 * the API kept it (lower-cased, trimmed); a 422's own sentence for the address ("Use the e-mail
 * address of your account" for a signed-in shopper naming another one), else the form's; a 429
 * with when to try again; no answer with the connection message; anything else, the form's apology.
 */
export function subscribeOutcome(result: ApiResult<Subscription>, say: SubscribeAnswers): SubscribeOutcome {
  if (result.ok) return { ok: true, text: say.done(result.body.email), invalid: false };
  const { error } = result;
  if (error.status === 422) return { ok: false, text: error.fieldErrors['email'] ?? say.invalid, invalid: true };
  if (error.status === 429) {
    return { ok: false, text: error.retryAfter !== undefined ? formMessages.tryAgainIn(error.retryAfter) : formMessages.tooManyAttempts, invalid: false };
  }
  if (error.network) return { ok: false, text: error.message, invalid: false };
  return { ok: false, text: say.failed, invalid: false };
}
