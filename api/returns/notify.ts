import type { DatabaseSync } from 'node:sqlite';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { recipientsOf, sendMessage, type NoticeRecipients } from '../fulfilment/notify.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sender.ts';
import { returnNoticeEmail, returnNoticeText, type ReturnNotice } from './notices.ts';

/*
 * Telling the shopper of their return's decision and refund (issue 26 §5), as an order's moves are
 * told (api/fulfilment/notify.ts): whom to tell is read inside the move's transaction, the sending
 * happens after it committed, in the background, and a message that fails is logged, never undoes
 * the move.
 */

/** A notice and whom it goes to. */
export interface ReturnNoticeTo {
  to: NoticeRecipients;
  notice: ReturnNotice;
}

/** `notice` of a return of `sale`, addressed. */
export const addressed = (db: DatabaseSync, sale: SaleRow, notice: ReturnNotice): ReturnNoticeTo => ({ to: recipientsOf(db, sale), notice });

/** Sends `notice` to its shopper by text and by e-mail. */
export function sendReturnNotice(deps: { sms: SmsSender; mailer: Mailer }, { to, notice }: ReturnNoticeTo, siteUrl: string): Promise<void> {
  return sendMessage(deps, to, {
    text: returnNoticeText(notice, to.lang),
    email: (address, name) => returnNoticeEmail(address, name, notice, siteUrl, to.lang),
    about: `return ${notice.returnId} of order ${notice.invoiceId}`,
  });
}
