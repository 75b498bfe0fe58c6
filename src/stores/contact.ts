import { sendContactMessage } from '../lib/api/contact.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { ContactMessageInput, ContactReceipt } from '../lib/contract/contact.ts';
import { apiClient } from './api-client.ts';

/*
 * The contact form's action (issue 13). No state kept here: the form (src/scripts/contact-form.ts)
 * is plain DOM code that shows the answer where it belongs, under its fields or in its notices.
 */

/** Sends a contact message (`POST /api/contact/messages`); a 422 names the fields to fix. */
export function sendContactForm(message: ContactMessageInput): Promise<ApiResult<ContactReceipt>> {
  return sendContactMessage(apiClient(), message);
}
