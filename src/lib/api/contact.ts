import { contactReceiptSchema, type ContactMessageInput, type ContactReceipt } from '../contract/contact.ts';
import type { ApiClient, ApiResult } from './types.ts';

/**
 * Sends the contact form (`POST /api/contact/messages`, issue 13). The API checks it with the
 * contract (`contactMessageSchema`) and answers a field left empty with a 422 naming it, which the
 * form shows under the field. Never retried: it is a write.
 */
export function sendContactMessage(client: ApiClient, message: ContactMessageInput): Promise<ApiResult<ContactReceipt>> {
  return client.request('POST', '/api/contact/messages', { body: message, schema: contactReceiptSchema });
}
