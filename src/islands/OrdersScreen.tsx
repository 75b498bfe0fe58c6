import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { formatDate } from '../lib/messages/dates.ts';
import { formatBDT } from '../lib/messages/format.ts';
import { orderMessages as say } from '../lib/messages/orders.ts';
import { $orderHistory, loadOrders } from '../stores/orders.ts';
import './orders/orders.css';
import { useCustomerOnly } from '../ui/hooks/use-customer-only.ts';
import { PaymentBadge } from './orders/PaymentBadge.tsx';
import { localHref } from '../lib/i18n/href.ts';
import { LinesWithQuantities } from '../ui/LineName.tsx';

// The receipt upload loads when a shopper opens it on a pay-later order; Pay now, with a card order awaiting payment.
const ReceiptUpload = lazy(() => import('./payments/ReceiptUpload.tsx'));
const PayNow = lazy(() => import('./orders/PayNow.tsx'));

// Names of the first lines shown on a card; the rest are counted.
const SHOWN_ITEMS = 3;

/** The order history (issue 11 §4): newest first, each with status, date, total and items, a page at a time. */
export default function OrdersScreen() {
  const ready = useCustomerOnly('/orders');
  const history = useStore($orderHistory);
  // The order whose receipt upload is open; why Pay now did not get to the payment page.
  const [receiptFor, setReceiptFor] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (ready) void loadOrders(1);
  }, [ready]);

  const page = history.page;
  if (!ready || (history.status === 'loading' && !page)) return <p className="orders-muted">{say.loading}</p>;
  if (history.status === 'failed' && !page) {
    return (
      <p role="alert">
        {say.loadFailed} {history.error} <button type="button" className="btn btn--ghost" onClick={() => void loadOrders(1)}>{say.retry}</button>
      </p>
    );
  }
  if (!page || page.total === 0) {
    return (
      <div className="orders-empty">
        <p>{say.empty}</p>
        <a className="btn" href={localHref('/products')}>{say.startShopping}</a>
      </div>
    );
  }
  const pages = Math.ceil(page.total / page.size);
  async function payFailed(why: string) {
    setNotice(why);
    await loadOrders(page!.page); // a 409: the order moved on meanwhile
  }
  return (
    <div className="orders">
      <p className="orders-notice" role="status">{notice}</p>
      <ul className="orders-list" aria-label={say.list}>
        {page.list.map((order) => (
          <li key={order.id} className="order-card" aria-labelledby={`order-${order.id}`}>
            <h2 id={`order-${order.id}`} className="order-card__title">
              {say.invoice(order.invoiceId)} <span className={`order-status order-status--${order.status}`}>{say.statusName[order.status]}</span>
            </h2>
            <p className="orders-muted">{say.placedOn(formatDate(order.dateCreated))} · {say.items(order.itemCount)} · <strong>{formatBDT(order.total)}</strong></p>
            <p className="order-card__payment">{say.payment}: <PaymentBadge state={order.paymentState} /></p>
            <p className="order-card__items">
              <LinesWithQuantities lines={order.items.slice(0, SHOWN_ITEMS)} />
              {order.items.length > SHOWN_ITEMS && ` ${say.more(order.items.length - SHOWN_ITEMS)}`}
            </p>
            <div className="order-card__actions">
              <a href={localHref(`/details?id=${order.id}`)} aria-describedby={`order-${order.id}`}>{say.viewOrder}</a>
              {/* An order still waiting for its money: pay by card again, or send the pay-later receipt. */}
              {order.status === 'awaiting_payment' && order.paymentMethod === 'card' && (
                <Suspense fallback={null}>
                  <PayNow invoiceId={order.invoiceId} describedBy={`order-${order.id}`} onFailed={(why) => void payFailed(why)} />
                </Suspense>
              )}
              {order.status === 'awaiting_payment' && order.paymentMethod === 'pay_later' && (
                <button
                  type="button"
                  className="btn btn--ghost"
                  aria-expanded={receiptFor === order.id}
                  aria-describedby={`order-${order.id}`}
                  onClick={() => setReceiptFor(receiptFor === order.id ? null : order.id)}
                >
                  {say.sendReceipt}
                </button>
              )}
            </div>
            {receiptFor === order.id && (
              <Suspense fallback={null}>
                <ReceiptUpload saleId={order.id} onAttached={() => void loadOrders(page.page)} />
              </Suspense>
            )}
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav className="orders-pager" aria-label={say.list}>
          <button type="button" className="btn btn--ghost" disabled={page.page <= 1} onClick={() => void loadOrders(page.page - 1)}>{say.previous}</button>
          <span>{say.pageOf(page.page, pages)}</span>
          <button type="button" className="btn btn--ghost" disabled={page.page >= pages} onClick={() => void loadOrders(page.page + 1)}>{say.next}</button>
        </nav>
      )}
    </div>
  );
}
