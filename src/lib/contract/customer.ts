import * as v from 'valibot';
import { profileSchema, subscriptionStatusSchema } from './profile.ts';

/*
 * What the profile screen reads at load: the customer record and the e-mail subscription. Apart
 * from `account.ts` so that screen's first load carries none of the sign-up, password and phone
 * rules: those load with the forms that use them (re-exported there, so every name stays in
 * `contract/index.ts`).
 */

/** Longest e-mail address SMTP can carry (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** An e-mail address, trimmed and lower-cased: accounts are one per address whatever its case. */
export const emailSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(MAX_EMAIL_LENGTH, `At most ${MAX_EMAIL_LENGTH} characters`),
  v.toLowerCase(),
  v.email('Enter a valid e-mail address'),
);

/** `POST /api/emails/subscriptions`: a guest may subscribe; unsubscribing needs that account's session. */
export const subscriptionChangeSchema = v.strictObject({ email: emailSchema, subscribed: v.boolean() });
export type SubscriptionChangeInput = v.InferInput<typeof subscriptionChangeSchema>;
/** Query of `GET /api/emails/subscriptions`: the signed-in customer's own address, if named. */
export const subscriptionQuerySchema = v.object({ email: v.optional(emailSchema) });
/** An address's subscription. */
export const subscriptionSchema = v.object({ email: v.string(), subscriptionStatus: subscriptionStatusSchema });
export type Subscription = v.InferOutput<typeof subscriptionSchema>;

/** `GET /api/customers`: the profile with e-mail and phone. */
export const customerSchema = v.object({
  ...profileSchema.entries,
  /** Null for a customer who signed up with a phone and a code (issue 26 §2). */
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  /** The number proven with a one-time code, which signs in too (`+8801XXXXXXXXX`), or null. */
  signInPhone: v.nullable(v.string()),
});
export type CustomerProfile = v.InferOutput<typeof customerSchema>;
