import * as v from 'valibot';
import { normaliseBdMobile } from '../phone.ts';
import { plainText } from './common.ts';

/*
 * The contact form (issue 13): `POST /api/contact/messages`. The API checks the request with this
 * schema: its 422 names the fields, and the page's script puts each message under its field (a
 * plain POST, without JavaScript, comes back to the page with a notice). One rule, on the API.
 */

// Plain constants, not reads of CONTACT_LIMITS, in the messages below: the bundler counts a template
// literal that reads an object's property as a side effect, and so kept every schema here on the
// contact page (which only sends the form), and the valibot functions they use in every page's chunk.
const NAME_MAX = 80;
const CONTACT_MAX = 120;
const SUBJECT_MAX = 120;
const MESSAGE_MIN = 10;
const MESSAGE_MAX = 2000;

export const CONTACT_LIMITS = { name: NAME_MAX, contact: CONTACT_MAX, subject: SUBJECT_MAX, messageMin: MESSAGE_MIN, messageMax: MESSAGE_MAX } as const;

/** Pages a form may be sent from, in either language, and so the only places the API sends a browser back to (no open redirect). */
export const CONTACT_PAGES = ['/contact', '/contactV1', '/bn/contact', '/bn/contactV1'] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Marked free of side effects (as valibot's own functions are): otherwise a page that does not
// check the form (the contact page's script only sends it) keeps the schemas built with them.
const text = /* @__NO_SIDE_EFFECTS__ */ (max: number, empty: string) =>
  v.pipe(plainText, v.trim(), v.minLength(1, empty), v.maxLength(max, `At most ${max} characters`));

/** A phone number (a Bangladeshi mobile, stored as `+8801…`) or an e-mail address (stored lower-case). */
export const replyToSchema = v.pipe(
  plainText,
  v.trim(),
  v.minLength(1, 'Enter your phone number or e-mail address'),
  v.maxLength(CONTACT_MAX, `At most ${CONTACT_MAX} characters`),
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
  name: text(NAME_MAX, 'Enter your name'),
  contact: replyToSchema,
  subject: text(SUBJECT_MAX, 'Enter a subject'),
  message: v.pipe(
    plainTextWithLines(),
    v.trim(),
    v.minLength(MESSAGE_MIN, `Write at least ${MESSAGE_MIN} characters`),
    v.maxLength(MESSAGE_MAX, `At most ${MESSAGE_MAX} characters`),
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
/* @__NO_SIDE_EFFECTS__ */
function plainTextWithLines() {
  return v.pipe(v.string(), v.check((value) => !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/.test(value), 'Must not contain control characters'));
}
