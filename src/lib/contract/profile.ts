import * as v from 'valibot';
import { positiveInteger } from './common.ts';

/*
 * The stored auth state's shapes (spec §3). Apart from `account.ts` because the header reads them on
 * every page: importing `account.ts` there would ship the sign-up form's rules (e-mail, phone,
 * passwords) in every page's JavaScript.
 */

/** Whether an address receives the shop's e-mails. */
export const subscriptionStatusSchema = v.picklist(['subscribed', 'unsubscribed']);
export type SubscriptionStatus = v.InferOutput<typeof subscriptionStatusSchema>;

/** What the shop shows of a customer (spec §3, auth state `profile`). */
export const profileSchema = v.object({
  name: v.string(),
  userId: positiveInteger,
  imageUrl: v.nullable(v.string()),
  subscriptionStatus: subscriptionStatusSchema,
});
export type Profile = v.InferOutput<typeof profileSchema>;

/** The signed-in customer as sign-in answered it, without the token (kept apart, under `token`). */
// `email` is null for a customer who signed up with a phone and a code (issue 26 §2).
export const currentUserSchema = v.object({ userId: positiveInteger, email: v.nullable(v.string()), name: v.string() });
export type CurrentUser = v.InferOutput<typeof currentUserSchema>;
