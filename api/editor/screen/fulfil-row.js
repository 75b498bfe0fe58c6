// @ts-check
import { make } from './dom.js';
import { say, when } from './words.js';

/*
 * What the merchant reads of an order to fulfil (issue 26 §4): its invoice and total, status (and
 * the 48-hour flag), customer, payment, where it goes, what to pack, when it was placed and how
 * long it has waited, and its shipment once shipped. The moves are fulfil-moves.js's.
 */

/** One line of what to pack: `2 × Pen (Blue) [SKU]`. @param {any} line */
const itemLine = (line) => `${line.quantity} × ${line.name}${line.options ? ` (${line.options})` : ''} [${line.skuCode}]`;

/** The order's facts, its heading first (`fulfil-{id}-heading`, the row's name). @param {any} order @returns {HTMLElement[]} */
export function fulfilDetails(order) {
  const id = `fulfil-${order.id}`;
  const address = order.address;
  const parts = [
    make('h3', { id: `${id}-heading` }, [say('fulfilTitle', { invoice: order.invoiceId, total: order.total })]),
    make('p', { class: 'order-status' }, [say('fulfilStatus', { status: say(`fulfilStatus_${order.status}`) })]),
  ];
  // The flag is words, not a colour alone: read out and seen the same.
  if (order.overdue) parts.push(make('p', { class: 'flag' }, [say('fulfilOverdue')]));
  parts.push(
    make('p', {}, [say('orderCustomer', { name: order.customer.name, contact: order.customer.email ?? order.customer.phone ?? '—' })]),
    make('p', {}, [say('fulfilPayment', { method: say(`fulfilPayment_${order.paymentMethod}`), state: say(`fulfilPaid_${order.paymentStatus}`) })]),
    make('p', {}, [say('fulfilShipTo', { name: address.recipientName, phone: address.phone, line: address.addressLine, area: address.areaName, district: address.districtName })]),
    make('p', {}, [say('fulfilItems', { items: order.items.map(itemLine).join('; ') })]),
    make('p', { class: 'hint' }, [say('orderPlaced', { at: when(order.dateCreated) })]),
  );
  // Only an order not yet with its courier has 48 hours running (dueBy is null once shipped).
  if (order.dueBy) parts.push(make('p', { class: 'hint' }, [say('fulfilWaiting', { since: when(order.waitingSince), due: when(order.dueBy) })]));
  if (order.shipment) {
    const { courier, trackingNumber, shippedAt } = order.shipment;
    parts.push(make('p', {}, [say('fulfilShipment', { at: when(shippedAt), courier, tracking: trackingNumber })]));
  }
  return parts;
}
