import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatCalendarDate, formatDate, formatDateTime } from '../lib/messages/dates.ts';
import { formatBDT, formatNumber } from '../lib/messages/format.ts';
import { orderMoneyMessages as money } from '../lib/messages/order-money.ts';
import { orderMessages as say } from '../lib/messages/orders.ts';
import { $order, cancelOrder, loadOrder } from '../stores/order.ts';
import './orders/orders.css';
import { useCustomerOnly } from '../ui/hooks/use-customer-only.ts';
import { PaymentBadge } from './orders/PaymentBadge.tsx';
import { localHref } from '../lib/i18n/href.ts';
import LineName from '../ui/LineName.tsx';

// The question before cancelling loads when it is asked (or when the button is pointed at).
const loadDialog = () => import('../ui/ConfirmDialog.tsx');
const ConfirmDialog = lazy(() => loadDialog().then((module) => ({ default: module.ConfirmDialog })));
// An order's receipts (and their upload) load only for a pay-later order or one that has receipts.
const OrderReceipts = lazy(() => import('./orders/OrderReceipts.tsx'));
// A delivered order's returns (issue 26 §5) load only for a delivered order.
const OrderReturns = lazy(() => import('./orders/OrderReturns.tsx'));
// Pay now (a new card session) loads only for a card order still awaiting its money.
const PayNow = lazy(() => import('./orders/PayNow.tsx'));

/** The `?id=` of the page address, when it is a plain positive number. */
function orderIdOf(search: string): number | null {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

/**
 * One order (`/details?id=`, issue 11 §4): the confirmation after placing it (`&placed=1`), its
 * lines, money, address, expected delivery and every move it made; Cancel order while allowed.
 */
export default function OrderDetails() {
  const ready = useCustomerOnly(typeof location === 'undefined' ? '/orders' : `/details${location.search}`);
  const view = useStore($order);
  const [id] = useState(() => (typeof location === 'undefined' ? null : orderIdOf(location.search)));
  const [placed] = useState(() => typeof location !== 'undefined' && new URLSearchParams(location.search).get('placed') === '1');
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState('');
  const status = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (ready && id !== null) void loadOrder(id);
  }, [ready, id]);

  if (!ready) return <p className="orders-muted">{say.loading}</p>;
  if (id === null) return <p role="alert">{say.missingId} <a href={localHref('/orders')}>{say.backToOrders}</a></p>;
  if (view.status === 'missing') return <p role="alert">{say.notFound} <a href={localHref('/orders')}>{say.backToOrders}</a></p>;
  if (view.status === 'failed' && !view.sale) {
    return (
      <p role="alert">
        {say.loadFailed} {view.error} <button type="button" className="btn btn--ghost" onClick={() => void loadOrder(id)}>{say.retry}</button>
      </p>
    );
  }
  const sale = view.sale;
  if (!sale || sale.id !== id) return <p className="orders-muted">{say.loading}</p>;

  async function cancel() {
    setConfirming(false);
    const result = await cancelOrder(id!);
    setNotice(result.ok ? say.cancelled : result.status === 409 ? say.tooLate : result.error.message);
    status.current?.focus();
  }
  async function payFailed(why: string) {
    setNotice(why);
    await loadOrder(id!); // a 409: the order moved on meanwhile
    status.current?.focus();
  }
  const { address, delivery } = sale;
  const waiting = sale.status === 'awaiting_payment';
  const shipped = sale.timeline?.find((move) => move.status === 'shipped');
  const shipment = shipped?.courier && shipped.trackingNumber ? { courier: shipped.courier, trackingNumber: shipped.trackingNumber } : undefined;
  const receiptWanted = waiting && sale.paymentMethod === 'pay_later';
  return (
    <div className="order">
      {placed && (
        <section className="order-thanks" aria-labelledby="order-thanks">
          <h2 id="order-thanks">{say.thanks}</h2>
          <p>{say.thanksDetail}</p>
        </section>
      )}
      <p ref={status} className="order-notice" role="status" tabIndex={-1}>{notice}</p>
      <section className="order-section" aria-labelledby="order-summary">
        <h2 id="order-summary">{say.invoice(sale.invoiceId)}</h2>
        <dl className="order-facts">
          <dt>{say.status}</dt>
          <dd><span className={`order-status order-status--${sale.status}`} data-testid="order-status">{say.statusName[sale.status]}</span></dd>
          <dt>{say.placedOnLabel}</dt>
          <dd>{formatDate(sale.dateCreated)}</dd>
          <dt>{say.payment}</dt>
          <dd>
            {say.methodName[sale.paymentMethod]} · <PaymentBadge state={sale.paymentState} />
            {/* A pay-later order still waiting for its money: where to send it (its receipt goes below). */}
            {receiptWanted && (
              <>
                {' · '}
                <a href={localHref(`/payments/response/later?invoiceId=${encodeURIComponent(sale.invoiceId)}`)}>{say.howToPay}</a>
              </>
            )}
          </dd>
          <dt>{say.deliveryOption}</dt>
          <dd>{money.option[delivery.option]} · {delivery.zoneName}</dd>
          <dt>{say.expected}</dt>
          <dd>{sale.expectedFrom === sale.expectedTo ? formatCalendarDate(sale.expectedFrom) : `${formatCalendarDate(sale.expectedFrom)} – ${formatCalendarDate(sale.expectedTo)}`}</dd>
          {shipment && (
            <>
              <dt>{say.shipment}</dt>
              <dd data-testid="order-shipment">{say.shippedWith(shipment.courier, shipment.trackingNumber)}</dd>
            </>
          )}
          <dt>{say.deliverTo}</dt>
          <dd>
            {address.recipientName}, {address.phone}
            <br />
            {address.addressLine}, {address.areaName}, {address.districtName}{address.postcode ? ` ${address.postcode}` : ''}
          </dd>
          {sale.note && (
            <>
              <dt>{say.note}</dt>
              <dd>{sale.note}</dd>
            </>
          )}
        </dl>
        {/* A card order still waiting for its money: a new gateway session, as the result page's Try again. */}
        {waiting && sale.paymentMethod === 'card' && (
          <Suspense fallback={null}>
            <PayNow invoiceId={sale.invoiceId} onFailed={(why) => void payFailed(why)} />
          </Suspense>
        )}
        {sale.canCancel && (
          <button type="button" className="btn btn--ghost" onPointerEnter={() => void loadDialog()} onFocus={() => void loadDialog()} onClick={() => setConfirming(true)}>
            {say.cancel}
          </button>
        )}
      </section>
      <section className="order-section" aria-labelledby="order-lines">
        <h2 id="order-lines">{say.lines}</h2>
        <ul className="order-lines">
          {sale.lines.map((line) => (
            <li key={line.skuId}>
              <span>
                <LineName line={line} /> × {formatNumber(line.quantity)}
              </span>
              <strong>{formatBDT(line.lineTotal)}</strong>
            </li>
          ))}
        </ul>
        <dl className="order-facts">
          <dt>{money.subtotal}</dt>
          <dd>{formatBDT(sale.subtotal)}</dd>
          {sale.discount > 0 && (
            <>
              <dt>{money.couponDiscount}{sale.coupon ? ` (${sale.coupon.code})` : ''}</dt>
              <dd>− {formatBDT(sale.discount)}</dd>
            </>
          )}
          <dt>{money.delivery}</dt>
          <dd>{sale.deliveryCharge === 0 ? money.free : formatBDT(sale.deliveryCharge)}</dd>
          <dt>{money.total}</dt>
          <dd><strong data-testid="order-total">{formatBDT(sale.total)}</strong></dd>
        </dl>
      </section>
      <section className="order-section" aria-labelledby="order-history">
        <h2 id="order-history">{say.history}</h2>
        <ol className="order-history">
          {sale.history.map((move) => (
            <li key={`${move.status}-${move.at}`}>
              {move.status === 'receipt_received' ? say.receiptReceivedEvent : say.statusName[move.status]} · <time dateTime={move.at}>{formatDateTime(move.at)}</time>
              {move.status === 'shipped' && shipment && ` · ${say.shippedWith(shipment.courier, shipment.trackingNumber)}`}
            </li>
          ))}
        </ol>
      </section>
      {(receiptWanted || sale.attachments.length > 0) && (
        <Suspense fallback={null}>
          <OrderReceipts saleId={sale.id} attachments={sale.attachments} canSend={receiptWanted} onAttached={() => void loadOrder(id)} />
        </Suspense>
      )}
      {sale.status === 'delivered' && (
        <Suspense fallback={null}>
          <OrderReturns sale={sale} />
        </Suspense>
      )}
      <a href={localHref('/orders')}>{say.backToOrders}</a>
      {confirming && (
        <Suspense fallback={null}>
          <ConfirmDialog question={say.confirmCancel(sale.invoiceId)} confirm={say.confirmCancelYes} cancel={say.keep} onConfirm={() => void cancel()} onCancel={() => setConfirming(false)} />
        </Suspense>
      )}
    </div>
  );
}
