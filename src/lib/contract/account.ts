import * as v from 'valibot';
import { MAX_PHONE_INPUT_LENGTH, normaliseBdMobile } from '../phone.ts';
import { plainText, positiveInteger } from './common.ts';
import { emailSchema } from './customer.ts';
import { phoneCodeSchema } from './phone-code.ts';

export { PHONE_CODE_LENGTH, phoneCodeSchema } from './phone-code.ts';
import { profileSchema } from './profile.ts';

export { profileSchema, subscriptionStatusSchema, type Profile, type SubscriptionStatus } from './profile.ts';
export { messageSchema, type MessageAnswer } from './common.ts';
export {
  MAX_EMAIL_LENGTH,
  customerSchema,
  emailSchema,
  subscriptionChangeSchema,
  subscriptionQuerySchema,
  subscriptionSchema,
  type CustomerProfile,
  type Subscription,
  type SubscriptionChangeInput,
} from './customer.ts';

/*
 * Customers, sessions and passwords (spec §7 "Customers", issue 10 §3). Request schemas are
 * strict objects: a field the API does not know is a 422, not silently dropped, so a typo in a
 * client never passes as "saved". Every text has a maximum, so no one can make us hash or store
 * megabytes.
 */

/** Shortest password accepted (issue 10 §3). */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted: far beyond any passphrase, and it bounds the work of hashing one. */
export const MAX_PASSWORD_LENGTH = 128;
/** Longest name kept for a customer or a recipient. */
export const MAX_NAME_LENGTH = 100;
/** Longest opaque token (session or reset) accepted: ours are 43 characters of base64url. */
export const MAX_TOKEN_LENGTH = 128;

/**
 * No control characters in a password (issue 22 §5): nobody types a NUL, a tab or an escape into a
 * password field, and a NUL is where C-string code (an older hash, a mail or LDAP bridge) cuts a
 * password short. Spaces and every other character count as typed.
 */
const NO_CONTROL_CHARACTERS = 'Must not contain control characters';

/** A new password: 8 to 128 characters, kept exactly as typed (spaces count), no control characters. */
export const newPasswordSchema = v.pipe(
  v.string(),
  v.minLength(MIN_PASSWORD_LENGTH, `At least ${MIN_PASSWORD_LENGTH} characters`),
  v.maxLength(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`),
  v.check((text) => !/\p{Cc}/u.test(text), NO_CONTROL_CHARACTERS),
);

/**
 * A password being checked (sign-in, current password): any non-empty text up to the maximum,
 * without control characters. The refusal (a 422 on the field, like a malformed e-mail's) depends
 * on the text alone, never on an account, so it says nothing about which e-mails have one.
 */
export const givenPasswordSchema = v.pipe(
  v.string(),
  v.minLength(1, 'Enter your password'),
  v.maxLength(MAX_PASSWORD_LENGTH, `At most ${MAX_PASSWORD_LENGTH} characters`),
  v.check((text) => !/\p{Cc}/u.test(text), NO_CONTROL_CHARACTERS),
);

/** A person's name, trimmed: not empty, no control characters. */
export const personNameSchema = v.pipe(
  plainText,
  v.trim(),
  v.minLength(1, 'Enter a name'),
  v.maxLength(MAX_NAME_LENGTH, `At most ${MAX_NAME_LENGTH} characters`),
);

/** A Bangladeshi mobile number as typed, stored as `+8801XXXXXXXXX` (see `src/lib/phone.ts`). */
export const bdMobileSchema = v.pipe(
  v.string(),
  v.maxLength(MAX_PHONE_INPUT_LENGTH, 'Enter a mobile number like 01712-345678'),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const phone = normaliseBdMobile(dataset.value);
    if (phone) return phone;
    addIssue({ message: 'Enter a mobile number like 01712-345678' });
    return NEVER;
  }),
);

const tokenSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_TOKEN_LENGTH));

/** `POST /api/signup`: a new customer, signed in at once. */
export const signUpSchema = v.strictObject({
  name: personNameSchema,
  email: emailSchema,
  phone: v.optional(bdMobileSchema),
  password: newPasswordSchema,
});
export type SignUpInput = v.InferInput<typeof signUpSchema>;

/** `POST /api/signin/customers`. */
export const signInSchema = v.strictObject({ email: emailSchema, password: givenPasswordSchema });
export type SignInInput = v.InferInput<typeof signInSchema>;

/** The language a text message is written in: the one the shopper is using. */
export const messageLanguageSchema = v.optional(v.picklist(['en', 'bn']), 'en');

/** `POST /api/phone-codes`: texts a one-time code to a Bangladeshi mobile number. */
export const phoneCodeRequestSchema = v.strictObject({ phone: bdMobileSchema, lang: messageLanguageSchema });
export type PhoneCodeRequestInput = v.InferInput<typeof phoneCodeRequestSchema>;
/** `POST /api/signin/phone`: the code proves the phone; a number without an account also needs a name. */
export const phoneSignInSchema = v.strictObject({ phone: bdMobileSchema, code: phoneCodeSchema, name: v.optional(personNameSchema) });
export type PhoneSignInInput = v.InferInput<typeof phoneSignInSchema>;
/** `PUT /api/customers/phone`: a signed-in customer adds the number they proved as a way to sign in. */
export const signInPhoneSchema = v.strictObject({ phone: bdMobileSchema, code: phoneCodeSchema });
export type SignInPhoneInput = v.InferInput<typeof signInPhoneSchema>;
/** The answer to every well-formed code request, whatever the number (no enumeration). */
export const phoneCodeAnswerSchema = v.object({ message: v.string(), expiresInSeconds: positiveInteger });
export type PhoneCodeAnswer = v.InferOutput<typeof phoneCodeAnswerSchema>;

/** `POST /api/forgot`: asks for a reset link. */
export const forgotPasswordSchema = v.strictObject({ email: emailSchema });
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;

/** `POST /api/auth/change` when signed in: proves the current password. */
export const changePasswordSchema = v.strictObject({ currentPassword: givenPasswordSchema, newPassword: newPasswordSchema });
/** `POST /api/auth/change` without a session: the token of a reset link. */
export const resetPasswordSchema = v.strictObject({ resetToken: tokenSchema, newPassword: newPasswordSchema });
/** Either form of `POST /api/auth/change`; the API picks by whether `X-AUTH-TOKEN` is sent. */
export type PasswordChangeInput = v.InferInput<typeof changePasswordSchema> | v.InferInput<typeof resetPasswordSchema>;

/** `PUT /api/customers`: the profile's editable fields; a phone left out (or null) is cleared. */
export const customerUpdateSchema = v.strictObject({
  name: personNameSchema,
  phone: v.optional(v.nullable(bdMobileSchema)),
});
export type CustomerUpdateInput = v.InferInput<typeof customerUpdateSchema>;

/** The answer of sign-in and sign-up (spec §7: `body.user.authToken`, `body.profile`). */
export const signInAnswerSchema = v.object({
  user: v.object({ userId: positiveInteger, email: v.nullable(v.string()), name: v.string(), authToken: v.pipe(v.string(), v.minLength(1)) }),
  profile: profileSchema,
});
export type SignInAnswer = v.InferOutput<typeof signInAnswerSchema>;
