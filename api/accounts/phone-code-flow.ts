import type { Context } from 'hono';
import type { ApiDeps } from '../deps.ts';
import { clientAddress } from '../http/client-address.ts';
import { fieldError, tooManyRequests } from '../http/errors.ts';
import { phoneCodeText, type TextLanguage } from '../sms/texts.ts';
import { PHONE_CODE_FAILURES_PER_CLIENT, phoneCodeChecks } from './limits.ts';
import { newPhoneCode, storePhoneCode, tryPhoneCode, type CodeTry } from './phone-codes.ts';
import type { Claim, Throttle } from './throttle.ts';

/*
 * The two steps every one-time code goes through (issue 26 §2, §3), shared by signing in, adding a
 * phone to an account and confirming a cash-on-delivery order: sending one, within the limits, and
 * judging one typed back.
 */

/** The one refusal of a code, whatever was wrong (wrong, expired, used up, never sent). */
export const PHONE_CODE_REFUSED = 'This code is not right, or no longer works. Check it, or ask for a new one.';

/**
 * Texts a new code to `phone`, or answers the 429 (with `Retry-After`) of the first limit it
 * crosses: 3 codes per number in 15 minutes, 10 a day, `config.phoneCodes.perClientPerHour` per
 * client address, `perMinute` for the whole shop. Counted before anything else, whether or not the
 * number has an account; the code is made, stored and sent after the answer has gone, so its time
 * says nothing about the number either (as the reset link's, issue 22 §6).
 */
export function sendPhoneCode(c: Context, { db, clock, config, sms, background }: ApiDeps, limiter: Throttle, phone: string, lang: TextLanguage): Response | undefined {
  const now = clock.now();
  const checks = phoneCodeChecks(phone, clientAddress(c), config.phoneCodes.perClientPerHour, config.phoneCodes.perMinute);
  const wait = limiter.admit(checks, now);
  if (wait > 0) return tooManyRequests(c, wait, 'Too many codes asked for');
  background.run('a one-time code', async () => {
    const code = newPhoneCode();
    await storePhoneCode(db, phone, code, now);
    await sms.send({ to: phone, text: phoneCodeText(code, lang, config.siteUrl) });
  });
  return undefined;
}

/** A code judged: the try (to use up or forgive) and the failure count, or the answer refusing it. */
export type Judged = { ok: true; codeTry: CodeTry; attempt: Claim } | { ok: false; response: Response };

/**
 * Judges `code` for `phone`: every try is counted against the client address before it is judged
 * and against the code itself (tryPhoneCode), so 10,000 guesses reach 5 judgements per code. A try
 * at a phone without a live code is refused at once, with no hash: whether a code is live tells
 * nothing about an account (any number can be sent one), and the guesses past a code's fifth then
 * cost the server nothing.
 */
export async function judgeCode(c: Context, limiter: Throttle, db: ApiDeps['db'], phone: string, code: string, now: Date, field = 'code'): Promise<Judged> {
  const attempt = limiter.claim([[PHONE_CODE_FAILURES_PER_CLIENT, clientAddress(c)]], now);
  if (attempt.wait > 0) return { ok: false, response: tooManyRequests(c, attempt.wait, 'Too many wrong codes') };
  const codeTry = tryPhoneCode(db, phone, now);
  if (!codeTry || !(await codeTry.matches(code))) return { ok: false, response: fieldError(c, field, PHONE_CODE_REFUSED) };
  return { ok: true, codeTry, attempt };
}

