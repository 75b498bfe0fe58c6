import * as v from 'valibot';
import type { GatewaySettings } from '../config.ts';
import { gatewaySessionAnswerSchema, refundAnswerSchema, refundQueryAnswerSchema, validationAnswerSchema, type RefundAnswer, type ValidationAnswer } from '../../src/lib/contract/gateway.ts';

/*
 * The API's side of the SSLCommerz v4 protocol (issue 12): open a session, ask the validation API.
 * Written on `fetch` rather than `sslcommerz-lts`, which swallows errors (a refused connection
 * comes back as a "result"); that client is used in the tests, to prove we speak its protocol.
 */

/** A gateway that does not answer in this long is treated as down: the shopper may try again. */
const GATEWAY_TIMEOUT_MS = 15_000;

/** A session opened: the hosted page to send the shopper to. */
export type SessionResult = { ok: true; pageUrl: string; sessionKey: string } | { ok: false; reason: string };

/** Opens a session (`POST {url}/gwprocess/v4/api.php`, a form) with the store's credentials and `fields`. */
export async function openGatewaySession(gateway: GatewaySettings, fields: Record<string, string>): Promise<SessionResult> {
  const body = new URLSearchParams({ store_id: gateway.storeId, store_passwd: gateway.storePassword, ...fields });
  try {
    const response = await fetch(`${gateway.url}/gwprocess/v4/api.php`, { method: 'POST', body, signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    const parsed = v.safeParse(gatewaySessionAnswerSchema, await response.json());
    if (!parsed.success) return { ok: false, reason: `unexpected answer (${response.status})` };
    const { status, GatewayPageURL, sessionkey, failedreason } = parsed.output;
    if (status !== 'SUCCESS' || !GatewayPageURL || !/^https?:\/\//.test(GatewayPageURL)) return { ok: false, reason: failedreason || status };
    return { ok: true, pageUrl: GatewayPageURL, sessionKey: sessionkey ?? '' };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Asks the validation API about `valId`; `null` when it cannot be asked or answers nonsense (never a payment). */
export async function validateTransaction(gateway: GatewaySettings, valId: string): Promise<ValidationAnswer | null> {
  const query = new URLSearchParams({ val_id: valId, store_id: gateway.storeId, store_passwd: gateway.storePassword, v: '1', format: 'json' });
  try {
    const response = await fetch(`${gateway.url}/validator/api/validationserverAPI.php?${query}`, { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    if (!response.ok) return null;
    const parsed = v.safeParse(validationAnswerSchema, await response.json());
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** What a refund call came to: the gateway's answer, or why there is none (a network failure, nonsense). */
export type RefundCall = { ok: true; answer: RefundAnswer } | { ok: false; reason: string };

/** Starts a refund of `amount` taka of the payment `bankTranId` (SSLCommerz's refund API, as `sslcommerz-lts`'s `initiateRefund` calls it). */
export function initiateRefund(gateway: GatewaySettings, refund: { bankTranId: string; amount: string; remarks: string; reference: string }): Promise<RefundCall> {
  return refundApi(gateway, refundAnswerSchema, {
    refund_amount: refund.amount,
    refund_remarks: refund.remarks,
    bank_tran_id: refund.bankTranId,
    refe_id: refund.reference,
  });
}

/** Asks how the refund `refundRefId` stands (`refundQuery`): `refunded`, `processing` or `cancelled`. */
export function queryRefund(gateway: GatewaySettings, refundRefId: string): Promise<RefundCall> {
  return refundApi(gateway, refundQueryAnswerSchema, { refund_ref_id: refundRefId });
}

async function refundApi(gateway: GatewaySettings, schema: typeof refundAnswerSchema, fields: Record<string, string>): Promise<RefundCall> {
  const query = new URLSearchParams({ ...fields, store_id: gateway.storeId, store_passwd: gateway.storePassword, v: '1', format: 'json' });
  try {
    const response = await fetch(`${gateway.url}/validator/api/merchantTransIDvalidationAPI.php?${query}`, { signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS) });
    const parsed = v.safeParse(schema, await response.json());
    return parsed.success ? { ok: true, answer: parsed.output } : { ok: false, reason: `unexpected answer (${response.status})` };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}
