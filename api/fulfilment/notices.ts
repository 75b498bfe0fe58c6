import { paisaToTaka } from '../../src/lib/money.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { inBanglaDigits } from '../sms/texts.ts';
import { shopUrl } from '../http/shop-links.ts';

/*
 * The words the shopper is sent as their order moves (issue 26 §4), by text message and e-mail, in
 * one place so Bangla can join English: a language is one more entry of `WORDS`. The texts are
 * short and plain ASCII: an English text message then goes as GSM-7, 160 characters a part (a
 * Bangla one goes as Unicode, 70 a part, api/sms/sender.ts), and every part is billed.
 */

/** Which move the shopper is told of. */
export type NoticeKind = 'confirmed' | 'shipped' | 'delivered' | 'cancelled';

/** What a notice says: the move and the order's facts it names. */
export type Notice = { invoiceId: string; saleId: number } & (
  | { kind: 'confirmed' | 'delivered' }
  | { kind: 'shipped'; courier: string; trackingNumber: string }
  /** `refundPaisa`: what the shop owes back, when the order was paid. */
  | { kind: 'cancelled'; refundPaisa: number | null }
);

interface NoticeWords {
  /** The text message. */
  text(notice: Notice): string;
  subject(notice: Notice): string;
  /** The e-mail's body lines, between the greeting and the order's link. */
  body(notice: Notice): string[];
  greeting(name: string): string;
  seeOrder: string;
  signature: string;
}

// Amounts as digits with the paisa (`1250.00`): ASCII, as the texts are.
const refundLine = (paisa: number | null) => (paisa === null ? '' : ` We will refund the BDT ${paisaToTaka(paisa).toFixed(2)} you paid.`);
const refundLineBn = (paisa: number | null) => (paisa === null ? '' : ` আপনার পরিশোধ করা ৳${inBanglaDigits(paisaToTaka(paisa).toFixed(2))} ফেরত দেওয়া হবে।`);

const WORDS = {
  en: {
    text(notice) {
      switch (notice.kind) {
        case 'confirmed':
          return `Kolom: your order ${notice.invoiceId} is confirmed. We will text you when it ships.`;
        case 'shipped':
          return `Kolom: your order ${notice.invoiceId} is on its way with ${notice.courier}. Tracking number: ${notice.trackingNumber}`;
        case 'delivered':
          return `Kolom: your order ${notice.invoiceId} was delivered. Thank you for shopping with us!`;
        case 'cancelled':
          return `Kolom: sorry, we had to cancel your order ${notice.invoiceId}.${refundLine(notice.refundPaisa)}`;
      }
    },
    subject(notice) {
      const subjects: Record<NoticeKind, string> = {
        confirmed: 'is confirmed',
        shipped: 'is on its way',
        delivered: 'was delivered',
        cancelled: 'was cancelled',
      };
      return `Your Kolom order ${notice.invoiceId} ${subjects[notice.kind]}`;
    },
    body(notice) {
      switch (notice.kind) {
        case 'confirmed':
          return [`We have confirmed your order ${notice.invoiceId} and are getting it ready. We will tell you when it leaves with the courier.`];
        case 'shipped':
          return [`Your order ${notice.invoiceId} is on its way.`, '', `Courier: ${notice.courier}`, `Tracking number: ${notice.trackingNumber}`];
        case 'delivered':
          return [`Your order ${notice.invoiceId} was delivered. Thank you for shopping with Kolom!`];
        case 'cancelled':
          return [`We are sorry: we had to cancel your order ${notice.invoiceId}.${refundLine(notice.refundPaisa)}`];
      }
    },
    greeting: (name) => `Hello ${name},`,
    seeOrder: 'See your order:',
    signature: '— Kolom',
  },
  // Bangla: amounts in Bangla digits; the invoice and tracking numbers as written, to be read out or typed.
  bn: {
    text(notice) {
      switch (notice.kind) {
        case 'confirmed':
          return `কলম: আপনার অর্ডার ${notice.invoiceId} নিশ্চিত হয়েছে। পাঠানোর সময় আমরা আপনাকে জানাব।`;
        case 'shipped':
          return `কলম: আপনার অর্ডার ${notice.invoiceId} ${notice.courier}-এর মাধ্যমে পথে আছে। ট্র্যাকিং নম্বর: ${notice.trackingNumber}`;
        case 'delivered':
          return `কলম: আপনার অর্ডার ${notice.invoiceId} পৌঁছে গেছে। আমাদের সাথে কেনাকাটার জন্য ধন্যবাদ!`;
        case 'cancelled':
          return `কলম: দুঃখিত, আপনার অর্ডার ${notice.invoiceId} বাতিল করতে হয়েছে।${refundLineBn(notice.refundPaisa)}`;
      }
    },
    subject(notice) {
      const subjects: Record<NoticeKind, string> = {
        confirmed: 'নিশ্চিত হয়েছে',
        shipped: 'পথে আছে',
        delivered: 'পৌঁছে গেছে',
        cancelled: 'বাতিল হয়েছে',
      };
      return `আপনার কলম অর্ডার ${notice.invoiceId} ${subjects[notice.kind]}`;
    },
    body(notice) {
      switch (notice.kind) {
        case 'confirmed':
          return [`আপনার অর্ডার ${notice.invoiceId} আমরা নিশ্চিত করেছি এবং প্রস্তুত করছি। কুরিয়ারে পাঠানোর সময় আপনাকে জানাব।`];
        case 'shipped':
          return [`আপনার অর্ডার ${notice.invoiceId} পথে আছে।`, '', `কুরিয়ার: ${notice.courier}`, `ট্র্যাকিং নম্বর: ${notice.trackingNumber}`];
        case 'delivered':
          return [`আপনার অর্ডার ${notice.invoiceId} পৌঁছে গেছে। কলম থেকে কেনাকাটার জন্য ধন্যবাদ!`];
        case 'cancelled':
          return [`আমরা দুঃখিত: আপনার অর্ডার ${notice.invoiceId} বাতিল করতে হয়েছে।${refundLineBn(notice.refundPaisa)}`];
      }
    },
    greeting: (name) => `প্রিয় ${name},`,
    seeOrder: 'আপনার অর্ডার দেখুন:',
    signature: '— কলম',
  },
} satisfies Record<string, NoticeWords>;

/** A language the notices are written in: the one the shopper ordered in. */
export type NoticeLanguage = keyof typeof WORDS;

/** The text message of `notice`. */
export function noticeText(notice: Notice, lang: NoticeLanguage = 'en'): string {
  return WORDS[lang].text(notice);
}

/** The e-mail of `notice` to `to` (named `name`), linking the order's page on the shop at `siteUrl`. */
export function noticeEmail(to: string, name: string, notice: Notice, siteUrl: string, lang: NoticeLanguage = 'en'): MailMessage {
  const words: NoticeWords = WORDS[lang];
  return {
    to,
    subject: words.subject(notice),
    text: [words.greeting(name), '', ...words.body(notice), '', words.seeOrder, shopUrl(siteUrl, `/details?id=${notice.saleId}`, lang), '', words.signature].join('\n'),
  };
}
