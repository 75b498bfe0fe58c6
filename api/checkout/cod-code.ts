import type { Context } from 'hono';
import { displayBdMobile } from '../../src/lib/phone.ts';
import { judgeCode, sendPhoneCode } from '../accounts/phone-code-flow.ts';
import type { CodeTry } from '../accounts/phone-codes.ts';
import type { Throttle } from '../accounts/throttle.ts';
import type { ApiDeps } from '../deps.ts';
import { fieldError } from '../http/errors.ts';
import { shopperLanguage } from '../http/language.ts';

/** What a cash order to an unconfirmed phone answers, on its `phoneCode` field: the shop shows it. */
export const codNeeded = (phone: string) => `To place this cash-on-delivery order, enter the code we texted to ${displayBdMobile(phone)}.`;

/**
 * The code step of a cash order to a phone that needs confirming (issue 26 §3), shared by placing
 * one and by switching a card order to cash: without a code, one is texted to `phone` and the
 * answer is a 422 on `phoneCode` (or the 429 of a code limit); with one, it is judged, and the right
 * try is handed back for the caller to use up where the order is made.
 */
export async function codCodeStep(c: Context, deps: ApiDeps, limiter: Throttle, phone: string, phoneCode: string | undefined): Promise<CodeTry | Response> {
  if (phoneCode === undefined) return sendPhoneCode(c, deps, limiter, phone, shopperLanguage(c)) ?? fieldError(c, 'phoneCode', codNeeded(phone));
  const judged = await judgeCode(c, limiter, deps.db, phone, phoneCode, deps.clock.now(), 'phoneCode');
  if (!judged.ok) return judged.response;
  judged.attempt.forgive();
  return judged.codeTry;
}
