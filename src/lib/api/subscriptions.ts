import { subscriptionSchema, type Subscription } from '../contract/customer.ts';
import type { ApiClient, ApiResult } from './types.ts';

/**
 * Subscribes `email` to the shop's e-mails, or unsubscribes it (`POST /api/emails/subscriptions`).
 * A guest may subscribe (the footer form); unsubscribing needs the owner's session.
 */
export async function changeSubscription(client: ApiClient, email: string, subscribed: boolean): Promise<ApiResult<Subscription>> {
  return client.request('POST', '/api/emails/subscriptions', { body: { email, subscribed }, schema: subscriptionSchema });
}

/**
 * The signed-in customer's subscription (`GET /api/emails/subscriptions`). The e-mail is not put
 * in the URL: the API reads it from the session, and an address has no place in logs of proxies.
 */
export function fetchSubscription(client: ApiClient): Promise<ApiResult<Subscription>> {
  return client.request('GET', '/api/emails/subscriptions', { schema: subscriptionSchema });
}
