import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { INVOICE_ID_PATTERN } from '../lib/contract/order-status.ts';
import { paymentMessages as say } from '../lib/messages/payments.ts';
import { $payment, loadPayment, retryPayment, switchToCash } from '../stores/payment.ts';
import { useCustomerOnly } from '../ui/hooks/use-customer-only.ts';
import { PayLaterInstructions } from './payments/PayLaterInstructions.tsx';
import './payments/payment-result.css';
import { CodeField } from '../ui/form/CodeField.tsx';
import { localHref } from '../lib/i18n/href.ts';

// The receipt upload loads only where a pay-later order may show it (not on a card's result pages):
// on /later with the order itself, so it is there when the order is, and nothing below it jumps.
const loadReceiptUpload = () => import('./payments/ReceiptUpload.tsx');
const ReceiptUpload = lazy(loadReceiptUpload);

/** Which result page this is: where the gateway's return or the checkout sent the shopper (a hint, never the truth). */
export const PAYMENT_RESULTS = ['success', 'failed', 'cancel', 'later'] as const;
export type PaymentResultKind = (typeof PAYMENT_RESULTS)[number];

/** The `?invoiceId=` of the page address, when it looks like one. */
function invoiceIdOf(search: string): string | null {
  const raw = new URLSearchParams(search).get('invoiceId') ?? '';
  return INVOICE_ID_PATTERN.test(raw) ? raw : null;
}

/**
 * A payment result page (`/payments/response/success|failed|cancel|later?invoiceId=`, issue 12 §2):
 * the order as the API has it, in plain words; a pay-later order's instructions; while it still
 * awaits payment, Try again (card: a new gateway session) and Pay on delivery instead.
 */
/** The code the API texted before the order goes cash on delivery (issue 26 §3): its field, focused, and Confirm. */
function CashCode({ ask, error, busy, onConfirm }: { ask: string; error: string | undefined; busy: boolean; onConfirm: (code: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const confirm = () => !busy && onConfirm(input.current?.value ?? '');
  return (
    <CodeField id="cash-phone-code" label={say.phoneCode} ask={ask} error={error} inputRef={input} onEnter={confirm}>
      <p>
        <button type="button" className="btn" onClick={confirm}>{busy ? say.switching : say.confirmCash}</button>
      </p>
    </CodeField>
  );
}

export default function PaymentResult({ kind }: { kind: PaymentResultKind }) {
  const ready = useCustomerOnly(typeof location === 'undefined' ? '/orders' : `${location.pathname}${location.search}`);
  const view = useStore($payment);
  const [invoiceId] = useState(() => (typeof location === 'undefined' ? null : invoiceIdOf(location.search)));
  const said = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (ready && invoiceId) void loadPayment(invoiceId);
    if (ready && invoiceId && kind === 'later') void loadReceiptUpload();
  }, [ready, invoiceId]);
  // Focus follows the news: after a switch to cash, the sentence that says so.
  useEffect(() => {
    if (view.payment?.status === 'confirmed') said.current?.focus();
  }, [view.payment?.status]);

  if (!ready) return <p className="checkout-muted">{say.loading}</p>;
  if (!invoiceId) return <p role="alert">{say.missingInvoice} <a href={localHref('/orders')}>{say.myOrders}</a></p>;
  if (view.status === 'missing') return <p role="alert">{say.notFound} <a href={localHref('/orders')}>{say.myOrders}</a></p>;
  if (view.status === 'failed' && !view.payment) {
    return (
      <p role="alert">
        {say.loadFailed} {view.error} <button type="button" className="btn btn--ghost" onClick={() => void loadPayment(invoiceId)}>{say.retry}</button>
      </p>
    );
  }
  const payment = view.payment;
  if (!payment || payment.invoiceId !== invoiceId) return <p className="checkout-muted" role="status">{say.loading}</p>;

  const { status } = payment;
  // Its money in, whatever the order has become since (packed, shipped…), unless it was cancelled.
  const paid = payment.paymentStatus === 'paid' && status !== 'cancelled';
  const waiting = status === 'awaiting_payment';
  const sentence = paid
    ? say.paid(payment.total)
    : waiting
      ? payment.payLater
        ? say.payLater(payment.total, payment.invoiceId)
        : `${say.awaiting(payment.total)} ${kind === 'success' ? say.awaitingOnSuccess : say.holdFor}`
      : status === 'failed'
        ? say.failed
        : status === 'cancelled'
          ? say.cancelled
          : say.confirmedCash;
  // Money owed back (a second payment, one after the order closed, a paid order the shop cancelled): said beside it.
  const refund = payment.refund && say.refund(payment.refund);

  async function tryAgain() {
    const url = await retryPayment(invoiceId!);
    if (url) location.assign(url);
  }

  return (
    <div className="payment-result">
      <h2>{say.order(payment.invoiceId)}</h2>
      <div ref={said} tabIndex={-1}>
        <p role="status">{refund ? `${sentence} ${refund}` : sentence}</p>
      </div>
      {payment.payLater && <PayLaterInstructions payLater={payment.payLater} />}
      {waiting && payment.paymentMethod === 'pay_later' && (
        <Suspense fallback={null}>
          <ReceiptUpload saleId={payment.saleId} />
        </Suspense>
      )}
      {view.error && <p role="alert">{say.actionFailed} {view.error}</p>}
      {waiting && (
        <div role="group" aria-label={say.actions} className="payment-result__actions">
          {payment.canRetry && (
            <button type="button" className="btn" disabled={view.busy !== null} onClick={() => void tryAgain()}>
              {view.busy === 'retry' ? say.tryingAgain : say.tryAgain}
            </button>
          )}
          {!view.phoneCodeAsk && (
            <button type="button" className="btn btn--ghost" disabled={view.busy !== null} onClick={() => void switchToCash(invoiceId)}>
              {view.busy === 'cash' ? say.switching : say.payOnDelivery}
            </button>
          )}
        </div>
      )}
      {waiting && view.phoneCodeAsk && <CashCode ask={view.phoneCodeAsk} error={view.phoneCodeError} busy={view.busy === 'cash'} onConfirm={(code) => void switchToCash(invoiceId, code)} />}
      <p>
        <a href={localHref(`/details?id=${payment.saleId}`)}>{say.viewOrder}</a> · <a href={localHref('/orders')}>{say.myOrders}</a>
      </p>
    </div>
  );
}
