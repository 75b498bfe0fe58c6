import type { ReturnRefundChannel } from '../../src/lib/contract/index.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { inBanglaDigits } from '../sms/texts.ts';
import { shopUrl } from '../http/shop-links.ts';

/*
 * The words a shopper is sent about their return (issue 26 §5), by text message and e-mail, in one
 * place so Bangla can join English (a language is one more entry of `WORDS`), as the order notices
 * (api/fulfilment/notices.ts). The English texts are short and plain ASCII (GSM-7, 160 characters a part; Bangla goes as Unicode, 70);
 * the merchant's note goes whole in the e-mail and cut short in the text, so a long note does not
 * make a text of many billed parts.
 */

/** What a return notice says: the decision (with the merchant's note), or the refund recorded on receipt. */
export type ReturnNotice = { invoiceId: string; saleId: number; returnId: number } & (
  | { kind: 'accepted' | 'refused'; note: string | null }
  /** `refundPaisa` 0: nothing was owed back (the order's payment was refunded already). */
  | { kind: 'received'; refundPaisa: number; channel: ReturnRefundChannel }
);

/** Longest note a text carries. */
const NOTE_IN_TEXT = 90;

const short = (note: string) => (note.length > NOTE_IN_TEXT ? `${note.slice(0, NOTE_IN_TEXT - 3).trimEnd()}...` : note);
const taka = (paisa: number) => `BDT ${paisaToTaka(paisa).toFixed(2)}`;
const takaBn = (paisa: number) => `৳${inBanglaDigits(paisaToTaka(paisa).toFixed(2))}`;

interface ReturnWords {
  text(notice: ReturnNotice): string;
  subject(notice: ReturnNotice): string;
  body(notice: ReturnNotice): string[];
  greeting(name: string): string;
  seeOrder: string;
  signature: string;
}

const WORDS = {
  en: {
    text(notice) {
      switch (notice.kind) {
        case 'accepted':
          return `Kolom: we accepted your return for order ${notice.invoiceId}.${notice.note ? ` ${short(notice.note)}` : ''}`;
        case 'refused':
          return `Kolom: sorry, we cannot accept your return for order ${notice.invoiceId}.${notice.note ? ` ${short(notice.note)}` : ''}`;
        case 'received':
          if (notice.refundPaisa === 0) return `Kolom: we received the items you returned from order ${notice.invoiceId}.`;
          return notice.channel === 'gateway'
            ? `Kolom: we received your return for order ${notice.invoiceId}. ${taka(notice.refundPaisa)} is refunded to the card you paid with.`
            : `Kolom: we received your return for order ${notice.invoiceId}. We will send ${taka(notice.refundPaisa)} back by bKash, Nagad or bank.`;
      }
    },
    subject(notice) {
      const subjects = { accepted: 'is accepted', refused: 'was not accepted', received: 'arrived: your refund' } as const;
      return `Your return for Kolom order ${notice.invoiceId} ${subjects[notice.kind]}`;
    },
    body(notice) {
      const note = (words: string | null) => (words ? ['', `Our note: ${words}`] : []);
      switch (notice.kind) {
        case 'accepted':
          return [`We accepted your return for order ${notice.invoiceId}. Once the items are back with us we will refund them.`, ...note(notice.note)];
        case 'refused':
          return [`We are sorry: we cannot accept your return for order ${notice.invoiceId}.`, ...note(notice.note)];
        case 'received':
          if (notice.refundPaisa === 0) return [`We received the items you returned from order ${notice.invoiceId}. Nothing more is owed back: the order was refunded already.`];
          return [
            `We received the items you returned from order ${notice.invoiceId}, and recorded your refund of ${taka(notice.refundPaisa)}.`,
            notice.channel === 'gateway'
              ? 'It goes back to the card (or account) you paid with; your bank may take a few working days to show it.'
              : 'We will send it back to you by bKash, Nagad or bank transfer, and contact you if we need your account.',
          ];
      }
    },
    greeting: (name) => `Hello ${name},`,
    seeOrder: 'See your order:',
    signature: '— Kolom',
  },
  // Bangla: amounts in Bangla digits; the invoice number as written.
  bn: {
    text(notice) {
      const note = notice.kind !== 'received' && notice.note ? ` ${short(notice.note)}` : '';
      switch (notice.kind) {
        case 'accepted':
          return `কলম: অর্ডার ${notice.invoiceId}-এর ফেরতের অনুরোধ আমরা গ্রহণ করেছি।${note}`;
        case 'refused':
          return `কলম: দুঃখিত, অর্ডার ${notice.invoiceId}-এর ফেরতের অনুরোধ গ্রহণ করা যায়নি।${note}`;
        case 'received':
          if (notice.refundPaisa === 0) return `কলম: অর্ডার ${notice.invoiceId}-এর ফেরত পণ্য আমরা পেয়েছি।`;
          return notice.channel === 'gateway'
            ? `কলম: অর্ডার ${notice.invoiceId}-এর ফেরত পণ্য পেয়েছি। ${takaBn(notice.refundPaisa)} আপনার কার্ডে ফেরত যাবে।`
            : `কলম: অর্ডার ${notice.invoiceId}-এর ফেরত পণ্য পেয়েছি। ${takaBn(notice.refundPaisa)} বিকাশ, নগদ বা ব্যাংকে ফেরত পাঠাব।`;
      }
    },
    subject(notice) {
      const subjects = { accepted: 'গ্রহণ করা হয়েছে', refused: 'গ্রহণ করা যায়নি', received: 'পৌঁছেছে: আপনার টাকা ফেরত' } as const;
      return `কলম অর্ডার ${notice.invoiceId}-এর ফেরত ${subjects[notice.kind]}`;
    },
    body(notice) {
      const note = (words: string | null) => (words ? ['', `আমাদের কথা: ${words}`] : []);
      switch (notice.kind) {
        case 'accepted':
          return [`অর্ডার ${notice.invoiceId}-এর ফেরতের অনুরোধ আমরা গ্রহণ করেছি। পণ্য আমাদের কাছে পৌঁছালে টাকা ফেরত দেব।`, ...note(notice.note)];
        case 'refused':
          return [`আমরা দুঃখিত: অর্ডার ${notice.invoiceId}-এর ফেরতের অনুরোধ গ্রহণ করা যায়নি।`, ...note(notice.note)];
        case 'received':
          if (notice.refundPaisa === 0) return [`অর্ডার ${notice.invoiceId}-এর ফেরত পণ্য আমরা পেয়েছি। আর কিছু ফেরত পাওনা নেই: অর্ডারের টাকা আগেই ফেরত দেওয়া হয়েছে।`];
          return [
            `অর্ডার ${notice.invoiceId}-এর ফেরত পণ্য আমরা পেয়েছি এবং আপনার ${takaBn(notice.refundPaisa)} ফেরত লিখে রেখেছি।`,
            notice.channel === 'gateway'
              ? 'টাকা যে কার্ড (বা অ্যাকাউন্ট) থেকে দিয়েছিলেন সেখানেই ফেরত যাবে; ব্যাংকে দেখাতে কয়েক কর্মদিবস লাগতে পারে।'
              : 'বিকাশ, নগদ বা ব্যাংক ট্রান্সফারে আমরা টাকা ফেরত পাঠাব; অ্যাকাউন্ট লাগলে আপনার সাথে যোগাযোগ করব।',
          ];
      }
    },
    greeting: (name) => `প্রিয় ${name},`,
    seeOrder: 'আপনার অর্ডার দেখুন:',
    signature: '— কলম',
  },
} satisfies Record<string, ReturnWords>;

/** A language the return notices are written in: the one the shopper ordered in. */
export type ReturnNoticeLanguage = keyof typeof WORDS;

/** The text message of `notice`. */
export function returnNoticeText(notice: ReturnNotice, lang: ReturnNoticeLanguage = 'en'): string {
  return WORDS[lang].text(notice);
}

/** The e-mail of `notice` to `to` (named `name`), linking the order's page on the shop at `siteUrl`. */
export function returnNoticeEmail(to: string, name: string, notice: ReturnNotice, siteUrl: string, lang: ReturnNoticeLanguage = 'en'): MailMessage {
  const words: ReturnWords = WORDS[lang];
  return {
    to,
    subject: words.subject(notice),
    text: [words.greeting(name), '', ...words.body(notice), '', words.seeOrder, shopUrl(siteUrl, `/details?id=${notice.saleId}`, lang), '', words.signature].join('\n'),
  };
}
