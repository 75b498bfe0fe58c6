import * as m from '../../paraglide/messages.js';
import { formatBDT } from './format.ts';

/**
 * Words of the API's local payment gateway's hosted page (issue 12): a demo of what a real gateway shows.
 * The words themselves are in messages/gateway/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const gatewayMessages = {
  get title() { return m.gateway_title(); },
  get heading() { return m.gateway_heading(); },
  get notice() { return m.gateway_notice(); },
  get merchant() { return m.gateway_merchant(); },
  get merchantName() { return m.gateway_merchantName(); },
  get order() { return m.gateway_order(); },
  get amount() { return m.gateway_amount(); },
  formatAmount: (amount: number) => formatBDT(amount),
  get risky() { return m.gateway_risky(); },
  get pay() { return m.gateway_pay(); },
  get fail() { return m.gateway_fail(); },
  get cancel() { return m.gateway_cancel(); },
  get returning() { return m.gateway_returning(); },
  get continue() { return m.gateway_continue(); },
  get closedTitle() { return m.gateway_closedTitle(); },
  get closed() { return m.gateway_closed(); },
  get missingTitle() { return m.gateway_missingTitle(); },
  get missing() { return m.gateway_missing(); },
};
