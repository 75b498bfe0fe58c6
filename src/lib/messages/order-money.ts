import * as m from '../../paraglide/messages.js';

/**
 * Words of an order's money and delivery, shared by the checkout's review and an order's page (issue 11).
 * The words themselves are in messages/order-money/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const orderMoneyMessages = {
  get subtotal() { return m.order_money_subtotal(); },
  get couponDiscount() { return m.order_money_couponDiscount(); },
  get delivery() { return m.order_money_delivery(); },
  get free() { return m.order_money_free(); },
  get total() { return m.order_money_total(); },
  get option(): Record<string, string> { return { standard: m.order_money_option_standard(), express: m.order_money_option_express() }; },
};
