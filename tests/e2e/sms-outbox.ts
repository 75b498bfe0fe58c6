import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from './fixtures.ts';

/*
 * The real API's SMS outbox (issue 26): each text message a JSON file `{ to, text, sentAt }`,
 * renamed into place once written (only `.json` names are whole messages). Tests read one-time
 * codes there, as a shopper reads their phone.
 */
const SMS_OUTBOX = join(process.env['E2E_OUTBOX']!, 'sms');

/** A mobile number (`017XXXXXXXX`) no other test, or earlier run against this API, has used: each number's codes are limited. */
export const newPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** The number as the API stores it. */
export const storedPhone = (phone: string) => `+88${phone}`;
/** The number as the shop shows it (`01712-345678`). */
export const shownPhone = (phone: string) => `${phone.slice(0, 5)}-${phone.slice(5)}`;

/** The text messages in the outbox now (their file names): what a later message is told apart from. */
export const textsNow = async () => new Set((await readdir(SMS_OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.json')));

/** The code of the text message to `phone` that was not among `before`, once the API has written it. */
export async function codeTextedTo(phone: string, before: Set<string>): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      for (const name of await textsNow()) {
        if (before.has(name)) continue;
        const message = JSON.parse(await readFile(join(SMS_OUTBOX, name), 'utf8')) as { to: string; text: string };
        if (message.to === storedPhone(phone)) return (code = /\b(\d{6})\b/.exec(message.text)![1]);
      }
      return undefined;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}
