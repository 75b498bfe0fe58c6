import type { ReceiptFailure } from '../receipt-file.ts';

/** Words of the receipt upload (issue 12 §4): on the pay-later page and on an order awaiting its money. */
export const receiptMessages = {
  heading: 'Send your payment receipt',
  intro: 'Once you have paid, send a photo or PDF of the receipt so we can match your payment.',
  choose: 'Receipt photo or PDF',
  hint: 'JPEG, PNG, WebP, HEIC or PDF, up to 50 MB.',
  sending: (name: string) => `Sending ${name}`,
  sent: (percent: number) => `${percent}% sent`,
  cancel: 'Cancel upload',
  attaching: 'Adding the receipt to your order…',
  cancelled: 'Upload cancelled. Nothing was added to your order.',
  received: (name: string) => `Receipt received: ${name}. We will confirm your payment once we have checked it.`,
  problem: {
    type: 'This file cannot be sent: choose a photo (JPEG, PNG, WebP or HEIC) or a PDF.',
    size: 'This file is over 50 MB: send a smaller photo or PDF.',
    empty: 'This file is empty: choose the receipt again.',
    too_large: 'This file is over 50 MB: send a smaller photo or PDF.',
    busy: 'The upload service is busy: please try again in a minute.',
    network: 'The connection dropped: please try again.',
    refused: 'We could not send your receipt: please try again.',
    attach: 'Your receipt was sent but could not be added to your order:',
  } satisfies Record<ReceiptFailure, string>,
} as const;
