import type { DatabaseSync } from 'node:sqlite';
import type { ShippingAddress } from '../../src/lib/contract/index.ts';
import { normaliseBdMobile } from '../../src/lib/phone.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { typedQuery } from '../db/query.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/sender.ts';
import { noticeEmail, noticeText, type Notice, type NoticeLanguage } from './notices.ts';

/*
 * Telling the shopper of a move (issue 26 §4): a text message to the phone the parcel goes to and
 * an e-mail to the account's address. Whom to tell is read inside the move's transaction (the
 * order as it was moved); the sending happens after it has committed, in the background (the
 * route hands it to `ApiDeps.background`), so a slow gateway never holds a move, and a message
 * that fails is logged, never undoes the move.
 */

/** Where a notice goes: a number stored as `+8801XXXXXXXXX` and an e-mail, either may be missing. */
export interface NoticeRecipients {
  name: string;
  phone: string | undefined;
  email: string | null;
  /** The language the shopper ordered in: the messages are written in it. */
  lang: NoticeLanguage;
}

interface CustomerRow {
  name: string;
  email: string | null;
  phone: string | null;
  sign_in_phone: string | null;
}

/**
 * Whom to tell of `row`'s moves. The text goes to the recipient's phone on the order's address
 * (the person at the door; addresses keep it normalised, older rows may not be, so it is
 * normalised again); without a usable one, to the customer's own number.
 */
export function recipientsOf(db: DatabaseSync, row: SaleRow): NoticeRecipients {
  const customer = typedQuery<CustomerRow>(db, 'SELECT name, email, phone, sign_in_phone FROM customers WHERE id = ?').get(row.customer_id);
  const address = JSON.parse(row.address_json) as Partial<ShippingAddress>;
  const phone = [address.phone, customer?.sign_in_phone, customer?.phone].map((typed) => (typed ? normaliseBdMobile(typed) : undefined)).find(Boolean);
  return { name: customer?.name ?? address.recipientName ?? '', phone, email: customer?.email ?? null, lang: row.lang ?? 'en' };
}

/** A message for the shopper by text and by e-mail: its text, its e-mail to an address, and what it is about (for the log). */
export interface ShopperMessage {
  text: string;
  email(address: string, name: string): MailMessage;
  /** "order KLM-…": named in the log line of a failure, never whom it went to. */
  about: string;
}

/**
 * Sends `message` to `to` by text and by e-mail, each whatever becomes of the other; rejects (for
 * the background's log) when either failed, naming how many and why, never whom. The order
 * notices and the returns' (api/returns/notify.ts) go this one way.
 */
export async function sendMessage({ sms, mailer }: { sms: SmsSender; mailer: Mailer }, to: NoticeRecipients, message: ShopperMessage): Promise<void> {
  const sends: Promise<void>[] = [];
  if (to.phone) sends.push(sms.send({ to: to.phone, text: message.text }));
  if (to.email) sends.push(mailer.send(message.email(to.email, to.name)));
  const failed = (await Promise.allSettled(sends)).filter((result) => result.status === 'rejected');
  if (failed.length > 0) {
    const reasons = failed.map(({ reason }) => (reason instanceof Error ? reason.message : 'unknown error'));
    throw new Error(`${failed.length} of ${sends.length} messages about ${message.about} not sent: ${reasons.join('; ')}`);
  }
}

/** Sends `notice` of an order's move to `to`, as `sendMessage` does. */
export function sendNotice(deps: { sms: SmsSender; mailer: Mailer }, to: NoticeRecipients, notice: Notice, siteUrl: string): Promise<void> {
  return sendMessage(deps, to, {
    text: noticeText(notice, to.lang),
    email: (address, name) => noticeEmail(address, name, notice, siteUrl, to.lang),
    about: `order ${notice.invoiceId}`,
  });
}
