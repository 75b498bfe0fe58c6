// @ts-check
import { api, trouble } from './api-call.js';
import { announce, byId, make } from './dom.js';
import { decisionButton } from './order-decision.js';
import { say, when } from './words.js';

/*
 * Orders awaiting payment (issue 12: pay later): the 50 newest of the chosen filter, each with what
 * it is, its receipts (links, and thumbnails of this origin's images) and the merchant's two buttons.
 */

/** A file size in words. @param {number} bytes */
function sizeOf(bytes) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Whether `url` is served from this origin (the reference API's own CDN): only such images are shown inline (CSP img-src 'self'). @param {string} url */
function sameOrigin(url) {
  try {
    return new URL(url, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** Lists the waiting orders (50 newest of the filter); `quiet` when signing in, so "Signed in." is what is heard. @param {{ quiet?: boolean }} [options] */
export async function paintOrders({ quiet = false } = {}) {
  const state = /** @type {HTMLSelectElement} */ (byId('orders-filter')).value;
  if (!quiet) announce(say('ordersLoading'));
  const answer = await api('GET', `/orders?size=50${state ? `&paymentState=${encodeURIComponent(state)}` : ''}`);
  if (answer.status !== 200) return quiet ? undefined : announce(trouble(answer));
  const list = /** @type {any[]} */ (answer.body.list);
  byId('orders').replaceChildren(...(list.length ? list.map(orderItem) : [make('li', {}, [say('ordersNone')])]));
  if (!quiet) announce(list.length ? say('ordersLoaded', { count: answer.body.total }) : say('ordersNone'));
}

/** Makes the filter form list the orders again. */
export function wireOrders() {
  byId('orders-form').addEventListener('submit', (event) => {
    event.preventDefault();
    void paintOrders();
  });
}

/** One waiting order: what it is, its receipts, and the merchant's two buttons with a confirmation. @param {any} order */
function orderItem(order) {
  const id = `order-${order.id}`;
  const heading = make('h3', { id: `${id}-heading`, tabindex: '-1' }, [say('orderTitle', { invoice: order.invoiceId, total: order.total })]);
  const receipts = order.receipts.length
    ? [
        make('h4', {}, [say('receiptsHeading')]),
        make(
          'ul',
          { class: 'receipts' },
          order.receipts.map((/** @type {any} */ file) => {
            const link = make('a', { href: file.cdnUrl, target: '_blank', rel: 'noopener noreferrer' }, [say('receiptLink', { name: file.name, size: sizeOf(file.size) })]);
            const parts = /** @type {Node[]} */ ([link]);
            if (file.mimeType.startsWith('image/') && file.mimeType !== 'image/heic' && sameOrigin(file.cdnUrl)) {
              parts.unshift(make('img', { src: file.cdnUrl, alt: say('receiptThumbnail', { name: file.name }), class: 'thumbnail', loading: 'lazy', width: '120' }));
            }
            return make('li', {}, parts);
          }),
        ),
      ]
    : [];
  const confirmation = make('div', { id: `${id}-confirm`, class: 'confirm', role: 'group', 'aria-labelledby': `${id}-question` });
  confirmation.hidden = true;
  const buttons = make('p', { class: 'actions' }, [
    decisionButton(order, 'paid', confirmation),
    decisionButton(order, 'rejected', confirmation),
  ]);
  return make('li', { id }, [
    make('article', { 'aria-labelledby': `${id}-heading` }, [
      heading,
      make('p', {}, [say(`orderState_${order.paymentState}`, { at: when(order.receiptReceivedAt) })]),
      make('p', {}, [say('orderCustomer', { name: order.customer.name, contact: order.customer.email ?? order.customer.phone })]),
      make('p', {}, [say('orderReference', { reference: order.reference })]),
      make('p', { class: 'hint' }, [say('orderPlaced', { at: when(order.dateCreated) })]),
      ...receipts,
      buttons,
      confirmation,
    ]),
  ]);
}
