import * as v from 'valibot';
import { normaliseBdMobile } from '../phone.ts';
import { plainText } from './common.ts';

/*
 * The contact form (issue 13): `POST /api/contact/messages`. The same schema checks the form in
 * the browser (instant messages under the fields) and the request on the API (422), so the two
 * can never disagree about what a valid message is.
 */

export const CONTACT_LIMITS = { name: 80, contact: 120, subject: 120, messageMin: 10, messageMax: 2000 } as const;

/** Pages a form may be sent from, and so the only places the API sends a browser back to (no open redirect). */
export const CONTACT_PAGES = ['/contact', '/contactV1'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const text = (max: number, empty: string) =>
  v.pipe(plainText, v.trim(), v.minLength(1, empty), v.maxLength(max, `At most ${max} characters`));

/** A phone number (a Bangladeshi mobile, stored as `+8801…`) or an e-mail address (stored lower-case). */
export const replyToSchema = v.pipe(
  plainText,
  v.trim(),
  v.minLength(1, 'Enter your phone number or e-mail address'),
  v.maxLength(CONTACT_LIMITS.contact, `At most ${CONTACT_LIMITS.contact} characters`),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const typed = dataset.value;
    if (EMAIL.test(typed)) return typed.toLowerCase();
    const phone = normaliseBdMobile(typed);
    if (phone) return phone;
    addIssue({ message: 'Enter a mobile number like 01712-345678 or an e-mail address' });
    return NEVER;
  }),
);

/**
 * A message to the shop. `website` is the honeypot: a field people never see, so only a robot
 * fills it. `page` is where the form was (the no-JavaScript answer sends the browser back there).
 */
export const contactMessageSchema = v.strictObject({
  name: text(CONTACT_LIMITS.name, 'Enter your name'),
  contact: replyToSchema,
  subject: text(CONTACT_LIMITS.subject, 'Enter a subject'),
  message: v.pipe(
    plainTextWithLines(),
    v.trim(),
    v.minLength(CONTACT_LIMITS.messageMin, `Write at least ${CONTACT_LIMITS.messageMin} characters`),
    v.maxLength(CONTACT_LIMITS.messageMax, `At most ${CONTACT_LIMITS.messageMax} characters`),
  ),
  website: v.optional(v.pipe(v.string(), v.maxLength(500))),
  page: v.optional(v.picklist(CONTACT_PAGES)),
});
export type ContactMessageInput = v.InferInput<typeof contactMessageSchema>;
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>;

/** The answer to a message received: the reference the shop quotes back when it replies. */
export const contactReceiptSchema = v.object({ reference: v.pipe(v.string(), v.regex(/^CM-\d{8}-[A-Z0-9]{6}$/)) });
export type ContactReceipt = v.InferOutput<typeof contactReceiptSchema>;

// A message has lines: newlines and tabs are text there, any other control character is not.
function plainTextWithLines() {
  return v.pipe(v.string(), v.check((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value), 'Must not contain control characters'));
}
