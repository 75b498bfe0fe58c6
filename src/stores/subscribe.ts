import { changeSubscription } from '../lib/api/subscriptions.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { Subscription } from '../lib/contract/customer.ts';
import { apiClient } from './api-client.ts';

/*
 * The e-mail sign-up forms' action (the footer's, the coming-soon page's). The signed-in
 * customer's own switch is the profile's (`setSubscribed` in profile.ts), which also updates the
 * stored profile. Sent through the shop's client, so a signed-in shopper's session rides along and
 * the API may ask for the account's own address (it says so in a sentence the form shows).
 */

/** Subscribes `email` to the shop's e-mails (`POST /api/emails/subscriptions`); a guest may. */
export function subscribeEmail(email: string): Promise<ApiResult<Subscription>> {
  return changeSubscription(apiClient(), email, true);
}
