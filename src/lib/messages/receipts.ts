import * as m from '../../paraglide/messages.js';
import type { ReceiptFailure } from '../receipt-file.ts';
import { formatNumber } from './format.ts';

/**
 * Words of the receipt upload (issue 12 §4): on the pay-later page and on an order awaiting its money.
 * The words themselves are in messages/receipts/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const receiptMessages = {
  get heading() { return m.receipts_heading(); },
  get intro() { return m.receipts_intro(); },
  get choose() { return m.receipts_choose(); },
  get hint() { return m.receipts_hint(); },
  sending: (name: string) => m.receipts_sending({ name }),
  sent: (percent: number) => m.receipts_sent({ percent: formatNumber(percent) }),
  get cancel() { return m.receipts_cancel(); },
  get attaching() { return m.receipts_attaching(); },
  get cancelled() { return m.receipts_cancelled(); },
  received: (name: string) => m.receipts_received({ name }),
  get problem() {
    return {
      type: m.receipts_problem_type(),
      size: m.receipts_problem_size(),
      empty: m.receipts_problem_empty(),
      too_large: m.receipts_problem_too_large(),
      busy: m.receipts_problem_busy(),
      network: m.receipts_problem_network(),
      refused: m.receipts_problem_refused(),
      attach: m.receipts_problem_attach(),
    } satisfies Record<ReceiptFailure, string>;
  },
};
