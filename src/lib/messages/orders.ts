import * as m from '../../paraglide/messages.js';
import type { OrderStatus, PaymentMethod } from '../contract/order-status.ts';
import type { PaymentState } from '../contract/uploads.ts';
import { formatNumber } from './format.ts';

/**
 * Words of the order history and one order's page (issue 11 §4).
 * The words themselves are in messages/orders/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const orderMessages = {
  get loading() { return m.orders_loading(); },
  get loadFailed() { return m.orders_loadFailed(); },
  get retry() { return m.orders_retry(); },
  get empty() { return m.orders_empty(); },
  get startShopping() { return m.orders_startShopping(); },
  get list() { return m.orders_list(); },
  invoice: (id: string) => m.orders_invoice({ id }),
  placedOn: (date: string) => m.orders_placedOn({ date }),
  get placedOnLabel() { return m.orders_placedOnLabel(); },
  items: (n: number) => m.orders_items({ count: n, n: formatNumber(n) }),
  more: (n: number) => m.orders_more({ n: formatNumber(n) }),
  get viewOrder() { return m.orders_viewOrder(); },
  get previous() { return m.orders_previous(); },
  get next() { return m.orders_next(); },
  pageOf: (page: number, pages: number) => m.orders_pageOf({ page: formatNumber(page), pages: formatNumber(pages) }),
  get backToOrders() { return m.orders_backToOrders(); },

  get thanks() { return m.orders_thanks(); },
  get thanksDetail() { return m.orders_thanksDetail(); },
  get notFound() { return m.orders_notFound(); },
  get missingId() { return m.orders_missingId(); },
  get status() { return m.orders_status(); },
  get payment() { return m.orders_payment(); },
  get payNow() { return m.orders_payNow(); },
  get openingPayment() { return m.orders_openingPayment(); },
  get payNowFailed() { return m.orders_payNowFailed(); },
  get howToPay() { return m.orders_howToPay(); },
  get sendReceipt() { return m.orders_sendReceipt(); },
  get expected() { return m.orders_expected(); },
  get deliverTo() { return m.orders_deliverTo(); },
  get deliveryOption() { return m.orders_deliveryOption(); },
  get lines() { return m.orders_lines(); },
  get note() { return m.orders_note(); },
  get history() { return m.orders_history(); },
  /** Once shipped (issue 26 §4): who carries it and the number to follow it by. */
  get shipment() { return m.orders_shipment(); },
  shippedWith: (courier: string, trackingNumber: string) => m.orders_shippedWith({ courier, trackingNumber }),
  get cancel() { return m.orders_cancel(); },
  confirmCancel: (invoice: string) => m.orders_confirmCancel({ invoice }),
  get confirmCancelYes() { return m.orders_confirmCancelYes(); },
  get keep() { return m.orders_keep(); },
  get cancelled() { return m.orders_cancelled(); },
  get tooLate() { return m.orders_tooLate(); },
  get statusName() {
    return {
      pending: m.orders_statusName_pending(),
      confirmed: m.orders_statusName_confirmed(),
      awaiting_payment: m.orders_statusName_awaiting_payment(),
      paid: m.orders_statusName_paid(),
      packed: m.orders_statusName_packed(),
      shipped: m.orders_statusName_shipped(),
      delivered: m.orders_statusName_delivered(),
      cancelled: m.orders_statusName_cancelled(),
      failed: m.orders_statusName_failed(),
    } satisfies Record<OrderStatus, string>;
  },
  /** An order's history also notes when its receipt came (the order itself stays awaiting payment). */
  get receiptReceivedEvent() { return m.orders_receiptReceivedEvent(); },
  /** The payment state badge (issue 12 §5): where the order's money stands, in words. */
  get paymentStateName() {
    return {
      paid: m.orders_paymentStateName_paid(),
      awaiting_payment: m.orders_paymentStateName_awaiting_payment(),
      receipt_received: m.orders_paymentStateName_receipt_received(),
      on_delivery: m.orders_paymentStateName_on_delivery(),
      failed: m.orders_paymentStateName_failed(),
      none: m.orders_paymentStateName_none(),
    } satisfies Record<PaymentState, string>;
  },
  get methodName() {
    return {
      cash_on_delivery: m.orders_methodName_cash_on_delivery(),
      card: m.orders_methodName_card(),
      pay_later: m.orders_methodName_pay_later(),
    } satisfies Record<PaymentMethod, string>;
  },
};

/**
 * The order pages' titles, description and no-script note,
 * written into the page's HTML as it is built: a table apart from its island's, as a table's
 * getters keep all its words in any bundle that imports it.
 */
export const orderPageMessages = {
  get title() { return m.orders_title(); },
  get description() { return m.orders_description(); },
  get detailsTitle() { return m.orders_detailsTitle(); },
  get needsJavaScript() { return m.orders_needsJavaScript(); },
};
