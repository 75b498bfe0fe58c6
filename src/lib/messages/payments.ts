import * as m from '../../paraglide/messages.js';
import type { PaymentView } from '../contract/payments.ts';
import { paisaToTaka, takaToPaisa } from '../money.ts';
import { formatBDT } from './format.ts';

/*
 * The words themselves are in messages/payments/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */

/** Words of the payment result pages (issue 12 §2, spec §2 `/payments/response/*`). */
export const paymentPageMessages = {
  get successTitle() { return m.payments_successTitle(); },
  get failedTitle() { return m.payments_failedTitle(); },
  get cancelTitle() { return m.payments_cancelTitle(); },
  get laterTitle() { return m.payments_laterTitle(); },
  get description() { return m.payments_description(); },
  get needsJavaScript() { return m.payments_needsJavaScript(); },
  get lead() { return m.payments_lead(); },
};

/** Words of the payment result island: what the order's payment is now, and what the shopper can do. */
export const paymentMessages = {
  get loading() { return m.payments_loading(); },
  get missingInvoice() { return m.payments_missingInvoice(); },
  get notFound() { return m.payments_notFound(); },
  get loadFailed() { return m.payments_loadFailed(); },
  get retry() { return m.payments_retry(); },
  order: (invoiceId: string) => m.payments_order({ invoiceId }),
  paid: (amount: number) => m.payments_paid({ amount: formatBDT(amount) }),
  awaiting: (amount: number) => m.payments_awaiting({ amount: formatBDT(amount) }),
  get awaitingOnSuccess() { return m.payments_awaitingOnSuccess(); },
  get holdFor() { return m.payments_holdFor(); },
  get failed() { return m.payments_failed(); },
  get cancelled() { return m.payments_cancelled(); },
  get confirmedCash() { return m.payments_confirmedCash(); },
  /**
   * Where the money owed back is (PaymentView's `refund`): all sent, on its way, or some of each.
   * Compared in whole paisa: "some of each" only while 0 < sent < amount; all of it sent (or more)
   * is all back, and nothing sent (or an API that does not say) is all on its way.
   */
  refund: ({ amount, refunded, sent = 0 }: NonNullable<PaymentView['refund']>) => {
    const [owedPaisa, sentPaisa] = [takaToPaisa(amount), takaToPaisa(sent)];
    if (refunded || sentPaisa >= owedPaisa) return m.payments_refunded({ amount: formatBDT(amount) });
    if (sentPaisa <= 0) return m.payments_refundOwed({ amount: formatBDT(amount) });
    return m.payments_refundPartlySent({ sent: formatBDT(paisaToTaka(sentPaisa)), rest: formatBDT(paisaToTaka(owedPaisa - sentPaisa)) });
  },
  get viewOrder() { return m.payments_viewOrder(); },
  get myOrders() { return m.payments_myOrders(); },
  get tryAgain() { return m.payments_tryAgain(); },
  get tryingAgain() { return m.payments_tryingAgain(); },
  get payOnDelivery() { return m.payments_payOnDelivery(); },
  get switching() { return m.payments_switching(); },
  get phoneCode() { return m.payments_phoneCode(); },
  get confirmCash() { return m.payments_confirmCash(); },
  get actionFailed() { return m.payments_actionFailed(); },
  get actions() { return m.payments_actions(); },
  payLater: (amount: number, reference: string) => m.payments_payLater({ amount: formatBDT(amount), reference }),
  get payLaterAccounts() { return m.payments_payLaterAccounts(); },
  get payLaterReference() { return m.payments_payLaterReference(); },
  get method() { return { bkash: m.payments_method_bkash(), nagad: m.payments_method_nagad(), bank: m.payments_method_bank() }; },
  get copy() { return m.payments_copy(); },
  copyLabel: (what: string) => m.payments_copyLabel({ what }),
  copied: (what: string) => m.payments_copied({ what }),
  get copyFailed() { return m.payments_copyFailed(); },
};
