import { RESET_TOKEN_TTL_MS } from '../accounts/resets.ts';
import type { MailMessage } from './mailer.ts';

/** The reset page's link for `token` on the shop at `siteUrl` (issue 10 §3). */
export function resetLink(siteUrl: string, token: string): string {
  return `${siteUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The password-reset e-mail to `to`, holding the single-use link. */
export function resetEmail(to: string, name: string, link: string): MailMessage {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
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
