// @ts-check
import { make } from './dom.js';
import { say, when } from './words.js';

/*
 * What the merchant reads of a return (issue 26 §5): its order, state, customer and payment, when
 * it was asked and why, what comes back, the customer's photos, the merchant's note and who
 * decided and received it, and its refund once recorded. The moves are return-moves.js's.
 */

/** One line coming back: `1 × Pen (Blue) [SKU] at 120 BDT each`. @param {any} line */
const lineText = (line) => say('returnLine', { quantity: line.quantity, name: `${line.name}${line.options ? ` (${line.options})` : ''}`, sku: line.skuCode, price: line.unitPrice });

/** The return's facts, its heading first (`return-{id}-heading`, the row's name). @param {any} saleReturn @returns {HTMLElement[]} */
export function returnDetails(saleReturn) {
  const id = `return-${saleReturn.id}`;
  /** @type {HTMLElement[]} */
  const parts = [
    make('h3', { id: `${id}-heading` }, [say('returnTitle', { id: saleReturn.id, invoice: saleReturn.invoiceId })]),
    make('p', { class: 'order-status' }, [say('returnStatus', { state: say(`returnState_${saleReturn.state}`) })]),
    make('p', {}, [say('orderCustomer', { name: saleReturn.customer.name, contact: saleReturn.customer.email ?? saleReturn.customer.phone ?? '—' })]),
    make('p', {}, [say('returnPayment', { total: saleReturn.orderTotal, method: say(`fulfilPayment_${saleReturn.paymentMethod}`) })]),
    make('p', { class: 'hint' }, [say('returnAsked', { at: when(saleReturn.requestedAt) })]),
    // The shopper's own words, several lines kept as written (`.reason` keeps the line breaks).
    make('p', { class: 'reason' }, [say('returnReason', { reason: saleReturn.reason })]),
    make('p', { id: `${id}-lines` }, [say('returnLines')]),
    make('ul', { 'aria-labelledby': `${id}-lines` }, saleReturn.lines.map((/** @type {any} */ line) => make('li', {}, [lineText(line)]))),
  ];
  if (saleReturn.photos.length) {
    parts.push(
      make('p', { id: `${id}-photos` }, [say('returnPhotos')]),
      make(
        'ul',
        { 'aria-labelledby': `${id}-photos` },
        // Signed links minted for this answer (an hour long): a reload mints new ones.
        saleReturn.photos.map((/** @type {any} */ photo, /** @type {number} */ index) =>
          make('li', {}, [make('a', { href: photo.cdnUrl, target: '_blank', rel: 'noopener noreferrer' }, [say('returnPhotoLink', { number: index + 1, name: photo.name })])]),
        ),
      ),
    );
  }
  if (saleReturn.merchantNote) parts.push(make('p', { class: 'reason' }, [say('returnNote', { note: saleReturn.merchantNote })]));
  if (saleReturn.decidedAt) parts.push(make('p', { class: 'hint' }, [say('returnDecided', { at: when(saleReturn.decidedAt), who: saleReturn.decidedBy ?? '?' })]));
  if (saleReturn.receivedAt) parts.push(make('p', { class: 'hint' }, [say('returnReceived', { at: when(saleReturn.receivedAt), who: saleReturn.receivedBy ?? '?' })]));
  parts.push(...refundLines(saleReturn.refund));
  return parts;
}

/** The refund recorded on receipt: how much, which way, and where it stands. @param {any} refund @returns {HTMLElement[]} */
function refundLines(refund) {
  if (!refund) return [];
  if (refund.amount === 0) return [make('p', {}, [say('returnRefundNone')])];
  const state = refund.state ?? 'due';
  return [
    make('p', { class: 'refund' }, [say('returnRefund', { amount: refund.amount, channel: say(`returnRefundChannel_${refund.channel}`) })]),
    make('p', {}, [say(`returnRefundState_${state}`)]),
  ];
}
