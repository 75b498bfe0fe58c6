import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SignInAnswer } from '../../../src/lib/contract/index.ts';
import type { ReferenceApiFixture } from './reference-api.ts';

/** What a request needs of an API: where it is and the key it takes (an in-process fixture or a separate process). */
export type ApiClient = Pick<ReferenceApiFixture, 'origin' | 'keyHeaders'>;

/** An empty folder for a test file's outbox (the reference API writes `.eml` files there). */
export function tempOutbox(): string {
  return mkdtempSync(join(tmpdir(), 'outbox-'));
}

/** What `send` resolves to: the status, the headers and the body as text and as JSON. */
export interface Sent {
  status: number;
  headers: Headers;
  text: string;
  /** The body as JSON (undefined when it is not JSON): `any`, as tests read whatever the API answered. */
  json: any;
}

/** One request to the reference API with the API key; `token` becomes `X-AUTH-TOKEN`; a string body is sent as is. */
export async function send(
  api: ApiClient,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const headers: Record<string, string> = { ...api.keyHeaders, 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers['X-AUTH-TOKEN'] = options.token;
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const response = await fetch(`${api.origin}${path}`, { method, headers, body: body ?? null });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

let counter = 0;

/** A fresh customer: signs up with a unique e-mail and the given fields; returns its e-mail, password and token. */
export async function newCustomer(api: ApiClient, fields: Record<string, unknown> = {}) {
  counter += 1;
  const email = `shopper${counter}-${Date.now()}@example.com`;
  const password = 'correct horse battery';
  const sent = await send(api, 'POST', '/api/signup', { body: { name: 'Rina Akter', email, password, ...fields } });
  if (sent.status !== 201) throw new Error(`sign-up failed: ${sent.status} ${sent.text}`);
  const answer = sent.json as SignInAnswer;
  return { email, password, token: answer.user.authToken, userId: answer.user.userId };
}

/** The `.eml` files in `outbox`, oldest first. */
export function outboxFiles(outbox: string): string[] {
  return readdirSync(outbox).filter((name) => name.endsWith('.eml')).sort().map((name) => join(outbox, name));
}

/** Decodes a quoted-printable body (soft line breaks, `=XX` bytes), enough to read a link from an e-mail. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

/** The text of a one-part `.eml` message, decoded from base64 or quoted-printable (nodemailer picks by the text). */
export function mailBody(eml: string): string {
  const split = eml.indexOf('\n\n');
  const [head, body] = [eml.slice(0, split), eml.slice(split + 2)];
  if (/^Content-Transfer-Encoding: base64$/im.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return decodeQuotedPrintable(body);
}

/**
 * The reset link in the newest e-mail of `outbox` sent to `to`, waiting up to `timeoutMs` for it:
 * the API answers a reset request first and writes the e-mail after (issue 22 §6).
 */
export async function resetLinkFromOutbox(outbox: string, to: string, timeoutMs = 5000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The folder itself appears with the first e-mail.
    const mail = (existsSync(outbox) ? outboxFiles(outbox) : [])
      .map((file) => readFileSync(file, 'utf8'))
      .filter((text) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'm').test(text))
      .at(-1);
    if (mail) {
      const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mailBody(mail))?.[0];
      if (!link) throw new Error('no reset link in the e-mail');
      return link;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
