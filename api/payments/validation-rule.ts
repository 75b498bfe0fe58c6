import type { ValidationAnswer } from '../../src/lib/contract/gateway.ts';

/*
 * What makes a payment real (issue 12 §1): the gateway's own validation API, asked by the server,
 * says VALID or VALIDATED for this very order's transaction, in BDT, for exactly the order's
 * total, with no risk flag. Nothing the browser posted decides it.
 */

/** The payment the order expects. */
export interface ExpectedPayment {
  tranId: string;
  totalPaisa: number;
}

/** Whether a validation answer proves the payment, and if not, why (logged, never shown). */
export type Verdict = { ok: true } | { ok: false; reason: string };

/** Taka as the gateway writes them (`"1250.50"`), in paisa; `null` when it is not such an amount. */
export function gatewayPaisa(amount: string | undefined): number | null {
  if (amount === undefined || !/^\d{1,9}(?:\.\d{1,2})?$/.test(amount.trim())) return null;
  const [whole, fraction = ''] = amount.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Judges `answer` against what the order expects. */
export function judgePayment(answer: ValidationAnswer, expected: ExpectedPayment): Verdict {
  if (answer.APIConnect !== undefined && answer.APIConnect !== 'DONE') return { ok: false, reason: `APIConnect ${answer.APIConnect}` };
  if (answer.status !== 'VALID' && answer.status !== 'VALIDATED') return { ok: false, reason: `status ${answer.status}` };
  if (answer.tran_id !== expected.tranId) return { ok: false, reason: `tran_id ${answer.tran_id} is not ${expected.tranId}` };
  if (answer.currency !== 'BDT') return { ok: false, reason: `currency ${answer.currency}` };
  // The currency the payment was asked in, when the gateway says: a USD session settled in BDT is not ours.
  if (answer.currency_type !== undefined && answer.currency_type !== 'BDT') return { ok: false, reason: `currency_type ${answer.currency_type}` };
  if (gatewayPaisa(answer.amount) !== expected.totalPaisa) return { ok: false, reason: `amount ${answer.amount}` };
  if (answer.currency_amount !== undefined && gatewayPaisa(answer.currency_amount) !== expected.totalPaisa) {
    return { ok: false, reason: `currency_amount ${answer.currency_amount}` };
  }
  if (String(answer.risk_level ?? '0') !== '0') return { ok: false, reason: `risk_level ${answer.risk_level}` };
  return { ok: true };
}

/** The order's total as the gateway is asked for it: taka with two decimals. */
export function gatewayAmountOf(totalPaisa: number): string {
  return `${Math.floor(totalPaisa / 100)}.${String(totalPaisa % 100).padStart(2, '0')}`;
}
