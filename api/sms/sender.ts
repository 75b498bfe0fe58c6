import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SmsSettings } from '../config/types.ts';
import { outboxFileName } from '../outbox/file-name.ts';

/*
 * Text messages to shoppers' phones (issue 26 §1): one interface, two transports. By default each
 * message is a JSON file `{ to, text, sentAt }` in the SMS outbox (`{API_DATA_DIR}/outbox/sms/`),
 * its path logged, as e-mails go to the e-mail outbox: a demo or a test reads the code there, and
 * nothing leaves the machine. With `SMS_API_URL` (and its key and sender id) messages go to an
 * HTTP SMS gateway in the shape Bangladeshi bulk-SMS gateways share (BulkSMSBD's `smsapi`: a form
 * POST of `api_key`, `senderid`, `number` as 8801XXXXXXXXX, `message`, and `type` unicode for Bangla
 * text). The key stays in the API's environment: the storefront's build never reads it.
 */

/** One text message: to a number stored as `+8801XXXXXXXXX`, in the shopper's language. */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Sends the shop's text messages. */
export interface SmsSender {
  /**
   * Hands `message` over. Resolves once it is written (outbox) or the gateway has answered; a
   * gateway's refusal is logged, never thrown: callers answer shoppers the same whatever the gateway did.
   */
  send(message: SmsMessage): Promise<void>;
}

/** The sender of `settings`: the HTTP gateway when one is configured, else the outbox. */
export function createSmsSender(settings: SmsSettings): SmsSender {
  return settings.gateway ? gatewaySender(settings.gateway) : outboxSender(settings.outboxDir);
}

function outboxSender(outboxDir: string): SmsSender {
  return {
    async send({ to, text }) {
      // Named before any wait: messages handed over one after the other sort in that order.
      const now = new Date();
      const sentAt = now.toISOString();
      const file = join(outboxDir, outboxFileName('json', now));
      await mkdir(outboxDir, { recursive: true });
      // Written under another name and then renamed: a reader watching the folder never meets half a message.
      await writeFile(`${file}.part`, `${JSON.stringify({ to, text, sentAt }, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.part`, file);
      console.log(`[api] text message to ${maskNumber(to)} written to ${file}`);
    },
  };
}

/** How long the gateway may take before the message counts as not sent. */
const GATEWAY_TIMEOUT_MS = 10_000;
/** The gateways' "accepted" code in a JSON answer (BulkSMSBD's `response_code`). */
const ACCEPTED_CODE = 202;

function gatewaySender(gateway: NonNullable<SmsSettings['gateway']>): SmsSender {
  return {
    async send({ to, text }) {
      const body = new URLSearchParams({
        api_key: gateway.key,
        senderid: gateway.senderId,
        number: to.replace(/^\+/, ''),
        message: text,
        // GSM-7 carries ASCII; Bangla needs UCS-2, which these gateways call "unicode".
        type: /^[\x20-\x7e\n\r]*$/.test(text) ? 'text' : 'unicode',
      });
      try {
        const response = await fetch(gateway.url, { method: 'POST', body, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
        const answer = (await response.json().catch(() => null)) as { response_code?: unknown } | null;
        const refused = !response.ok || (answer?.response_code !== undefined && Number(answer.response_code) !== ACCEPTED_CODE);
        if (refused) console.error(`[api] text message to ${maskNumber(to)} refused by the SMS gateway: HTTP ${response.status}${answer?.response_code === undefined ? '' : `, code ${String(answer.response_code)}`}`);
      } catch (error) {
        console.error(`[api] text message to ${maskNumber(to)} not sent: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    },
  };
}

/** A number as a log may show it: its last three digits (the text may hold a sign-in code: never logged). */
function maskNumber(number: string): string {
  return `…${number.slice(-3)}`;
}
