import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate } from '../lib/messages/dates.ts';
import { formatBDT } from '../lib/messages/format.ts';
import { orderMessages as say } from '../lib/messages/orders.ts';
import { $orderHistory, loadOrders } from '../stores/orders.ts';
import './orders/orders.css';
import { useCustomerOnly } from './hooks/use-customer-only.ts';

// Names of the first lines shown on a card; the rest are counted.
const SHOWN_ITEMS = 3;

/** The order history (issue 11 §4): newest first, each with status, date, total and items, a page at a time. */
export default function OrdersScreen() {
  const ready = useCustomerOnly('/orders');
  const history = useStore($orderHistory);
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
        <a className="btn" href="/products">{say.startShopping}</a>
      </div>
    );
  }
  const pages = Math.ceil(page.total / page.size);
  return (
    <div className="orders">
      <ul className="orders-list" aria-label={say.list}>
        {page.list.map((order) => (
          <li key={order.id} className="order-card" aria-labelledby={`order-${order.id}`}>
            <h2 id={`order-${order.id}`} className="order-card__title">
              {say.invoice(order.invoiceId)} <span className={`order-status order-status--${order.status}`}>{say.statusName[order.status]}</span>
            </h2>
            <p className="orders-muted">{say.placedOn(formatDate(order.dateCreated))} · {say.items(order.itemCount)} · <strong>{formatBDT(order.total)}</strong></p>
            <p className="order-card__items">
              {order.items.slice(0, SHOWN_ITEMS).map((item) => `${item.name} × ${item.quantity}`).join(', ')}
              {order.items.length > SHOWN_ITEMS && ` ${say.more(order.items.length - SHOWN_ITEMS)}`}
            </p>
            <a href={`/details?id=${order.id}`} aria-describedby={`order-${order.id}`}>{say.viewOrder}</a>
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
