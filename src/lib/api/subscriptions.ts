import * as v from 'valibot';
import { subscriptionChangeSchema, subscriptionSchema, type Subscription } from '../contract/account.ts';
import { invalidInput } from './errors.ts';
import { failure } from './result.ts';
import type { ApiClient, ApiResult } from './types.ts';

/**
 * Subscribes `email` to the shop's e-mails, or unsubscribes it (`POST /api/emails/subscriptions`).
 * A guest may subscribe (the footer form); unsubscribing needs the owner's session.
 */
export async function changeSubscription(client: ApiClient, email: string, subscribed: boolean): Promise<ApiResult<Subscription>> {
  const parsed = v.safeParse(subscriptionChangeSchema, { email, subscribed });
  if (!parsed.success) return failure(invalidInput(parsed.issues));
  return client.request('POST', '/api/emails/subscriptions', { body: parsed.output, schema: subscriptionSchema });
}

/**
 * The signed-in customer's subscription (`GET /api/emails/subscriptions`). The e-mail is not put
 * in the URL: the API reads it from the session, and an address has no place in logs of proxies.
 */
export function fetchSubscription(client: ApiClient): Promise<ApiResult<Subscription>> {
  return client.request('GET', '/api/emails/subscriptions', { schema: subscriptionSchema });
}
