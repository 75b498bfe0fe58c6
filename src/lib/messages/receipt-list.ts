import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of an order's list of the receipts sent for it (issue 12 §4–5), on its page only.
 * The words themselves are in messages/receipt-list/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const receiptListMessages = {
  get heading() { return m.receipt_list_heading(); },
  entry: (size: string, date: string) => m.receipt_list_entry({ size, date }),
  fileSize: (bytes: number) =>
    bytes < 1024 * 1024
      ? m.receipt_list_fileSize({ unit: 'kb', size: formatNumber(Math.max(1, Math.round(bytes / 1024))) })
      : m.receipt_list_fileSize({ unit: 'mb', size: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10) }),
};
