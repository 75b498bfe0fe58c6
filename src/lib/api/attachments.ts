import type { AttachmentsRequest } from '../contract/upload-requests.ts';
import type { ApiClient, ApiResult } from './types.ts';

/* A pay-later order's receipts (issue 12 §4, spec §7 sales attachments), sent once the upload service stored them. */

/**
 * Attaches uploaded files to the customer's own sale (`PATCH /api/sales/payments/attachments`).
 * The file info is the upload client's own answer, sent as it came: the API checks it against the
 * contract and its own upload record (a 422 names the field), so no schema ships for it here. The
 * answer is not read either: the order screens read the order again, the API's record, not an echo.
 */
export function attachReceipts(client: ApiClient, request: AttachmentsRequest): Promise<ApiResult<unknown>> {
  return client.request('PATCH', '/api/sales/payments/attachments', { body: request });
}
