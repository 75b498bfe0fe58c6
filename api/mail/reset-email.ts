import { RESET_TOKEN_TTL_MS } from '../accounts/resets.ts';
import type { TextLanguage } from '../sms/texts.ts';
import type { MailMessage } from './mailer.ts';
import { shopUrl } from '../http/shop-links.ts';

/** The reset page's link for `token` on the shop at `siteUrl`, in the shopper's language (issue 10 §3, issue 24). */
export function resetLink(siteUrl: string, token: string, lang: TextLanguage = 'en'): string {
  return shopUrl(siteUrl, `/reset-password?token=${encodeURIComponent(token)}`, lang);
}

/** The password-reset e-mail to `to`, holding the single-use link, in the language the shopper asked in. */
export function resetEmail(to: string, name: string, link: string, lang: TextLanguage = 'en'): MailMessage {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  if (lang === 'bn') {
    return {
      to,
      subject: 'আপনার কলম পাসওয়ার্ড রিসেট করুন',
      text: [
        `প্রিয় ${name},`,
        '',
        'আপনার কলম অ্যাকাউন্টের পাসওয়ার্ড রিসেটের একটি অনুরোধ পেয়েছি। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
        '',
        link,
        '',
        `লিংকটি একবারই কাজ করবে, ${new Intl.NumberFormat('bn-BD').format(minutes)} মিনিটের মধ্যে। আপনি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।`,
        '',
        '— কলম',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Reset your Kolom password',
    text: [
      `Hello ${name},`,
      '',
      'Someone (we hope you) asked to reset the password of your Kolom account. Open this link to choose a new one:',
      '',
      link,
      '',
      `The link works once, within ${minutes} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      '',
      '— Kolom',
    ].join('\n'),
  };
}
