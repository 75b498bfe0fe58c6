import { formatNumber } from './format.ts';

/** Words of an order's list of the receipts sent for it (issue 12 §4–5), on its page only. */
export const receiptListMessages = {
  heading: 'Receipts you sent',
  entry: (size: string, date: string) => `${size}, sent ${date}`,
  fileSize: (bytes: number) => (bytes < 1024 * 1024 ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB` : `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10)} MB`),
} as const;
