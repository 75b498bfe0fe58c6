import { contactMessageSchema, contactReceiptSchema, type ContactMessageInput, type ContactReceipt } from '../contract/contact.ts';
import type { ApiClient, ApiResult } from './types.ts';

/**
 * Sends the contact form (`POST /api/contact/messages`, issue 13): checked with the contract first,
 * so a field left empty fails at once as the server's 422 would. Never retried: it is a write.
 */
export function sendContactMessage(client: ApiClient, message: ContactMessageInput): Promise<ApiResult<ContactReceipt>> {
  return client.request('POST', '/api/contact/messages', { body: message, bodySchema: contactMessageSchema, schema: contactReceiptSchema });
}
