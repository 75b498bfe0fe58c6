import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { ApiConfig } from '../config.ts';
import { outboxFileName } from '../outbox/file-name.ts';

/** One e-mail the shop sends. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends the shop's e-mails (issue 10 §3). */
export interface Mailer {
  /**
   * Hands `message` over for delivery. With SMTP it resolves once queued, not once delivered: an
   * answer that waited for a remote server would take longer when an account exists, and so tell.
   */
  send(message: MailMessage): Promise<void>;
}

/**
 * The mailer of `config`: nodemailer over SMTP when `smtpUrl` is set; otherwise each message is
 * written as an `.eml` file to `outboxDir` and its path logged, so a demo or a test can open it.
 */
export function createMailer(config: Pick<ApiConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.outboxDir, config.mailFrom);
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      transport.sendMail({ from, ...message }).catch((error: unknown) => {
        // The reason only: the message holds an address and maybe a reset link, neither belongs in a log.
        console.error(`[api] e-mail "${message.subject}" not sent: ${error instanceof Error ? error.message : 'unknown error'}`);
      });
    },
  };
}

function outboxMailer(outboxDir: string, from: string): Mailer {
  // The stream transport builds the full RFC 5322 message (headers, encoding) without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      // Named before any wait: messages handed over one after the other sort in that order.
      const file = join(outboxDir, outboxFileName('eml'));
      const built = await transport.sendMail({ from, ...message });
      await mkdir(outboxDir, { recursive: true });
      await writeFile(file, built.message as Buffer, { mode: 0o600 });
      console.log(`[api] e-mail "${message.subject}" written to ${file}`);
    },
  };
}
