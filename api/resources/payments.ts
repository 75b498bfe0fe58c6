import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import * as v from 'valibot';
import type { PaymentView } from '../../src/lib/contract/payments.ts';
import { invoiceQuerySchema } from '../../src/lib/contract/order-placing.ts';
import { phoneCodeSchema } from '../../src/lib/contract/phone-code.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { PHONE_CODE_REFUSED } from '../accounts/phone-code-flow.ts';
import { throttle } from '../accounts/throttle.ts';
import { codCodeStep } from '../checkout/cod-code.ts';
import { needsPhoneCode, rememberVerifiedPhone } from '../checkout/cod-confirmation.ts';
import { moveSale } from '../checkout/moves.ts';
import { ownSale, type SaleRow } from '../checkout/sale-rows.ts';
import type { ApiConfig } from '../config.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { parseQuery, parseSearchBody } from '../http/validate.ts';
import { paymentsOwedBack, type OwedBack } from '../payments/refunds.ts';
import { livePaymentPage } from '../payments/sessions.ts';

/** `PATCH /cash-on-delivery`'s body: the code texted to the order's phone, once asked for (issue 26 §3). */
const cashSwitchSchema = v.strictObject({ phoneCode: v.optional(phoneCodeSchema) });

/** Whether a card order may open a new gateway session: it still awaits its payment. */
const canRetry = (row: SaleRow) => row.payment_method === 'card' && row.status === 'awaiting_payment';

/**
 * An order's payment as the result pages read it; `config` says where pay later sends the money,
 * `owedBack` what of its payments the shop owes back (`paymentsOwedBack`).
 */
function paymentViewOf(row: SaleRow, config: ApiConfig, owedBack: OwedBack | undefined): PaymentView {
  return {
    invoiceId: row.invoice_id,
    saleId: row.id,
    status: row.status,
    paymentStatus: row.payment_status,
    paymentMethod: row.payment_method,
    total: paisaToTaka(row.total_paisa),
    currency: 'BDT',
    canRetry: canRetry(row),
    // The invoice number is the reference: the merchant matches a transfer to its order by it.
    payLater: row.payment_method === 'pay_later' && row.status === 'awaiting_payment' ? { reference: row.invoice_id, accounts: config.payLaterAccounts } : null,
    ...(owedBack ? { refund: refundView(owedBack) } : {}),
  };
}

/** The refund as the contract tells it: the sum, whether all of it has gone back, and how much has. */
function refundView({ amountPaisa, sentPaisa }: OwedBack): NonNullable<PaymentView['refund']> {
  return { amount: paisaToTaka(amountPaisa), refunded: sentPaisa === amountPaisa, sent: paisaToTaka(sentPaisa) };
}

/** `row`'s payment view, with what the shop owes back of it. */
const viewOf = (db: DatabaseSync, row: SaleRow, config: ApiConfig) => paymentViewOf(row, config, paymentsOwedBack(db, row.id));

/**
 * The signed-in customer's payments (issue 12 §2), mounted at `/api/payments`: `GET /?invoiceId=`
 * where an order's payment stands; `POST /sessions?invoiceId=` the order's live gateway session, or a
 * new one when the last is over (Pay now, Try again);
 * `PATCH /cash-on-delivery?invoiceId=` gives up the card and pays the courier instead. Only the
 * caller's own orders: another's invoice is 404.
 */
export function paymentRoutes(deps: ApiDeps): Hono<CustomerEnv> {
  const { db, config, clock, findCustomerByToken } = deps;
  const limiter = throttle(db);
  return new Hono<CustomerEnv>()
    .use(requireCustomer(findCustomerByToken))
    .get('/', (c) => {
      const parsed = parseQuery(c, invoiceQuerySchema);
      if (!parsed.ok) return parsed.response;
      const row = ownSale(db, c.var.customer.id, { invoiceId: parsed.data.invoiceId });
      return row ? c.json(viewOf(db, row, config)) : jsonError(c, 404, 'Order not found');
    })
    .post('/sessions', async (c) => {
      const parsed = parseQuery(c, invoiceQuerySchema);
      if (!parsed.ok) return parsed.response;
      const row = ownSale(db, c.var.customer.id, { invoiceId: parsed.data.invoiceId });
      if (!row) return jsonError(c, 404, 'Order not found');
      if (!canRetry(row)) return jsonError(c, 409, `An order that is ${row.status.replace('_', ' ')} takes no card payment`);
      const paymentUrl = await livePaymentPage(db, config, row, clock.now());
      if (!paymentUrl) return c.json({ message: 'The payment gateway did not answer. Try again in a minute.' }, 502);
      return c.json({ invoiceId: row.invoice_id, paymentUrl }, 201);
    })
    .patch('/cash-on-delivery', async (c) => {
      const parsed = parseQuery(c, invoiceQuerySchema);
      if (!parsed.ok) return parsed.response;
      // Paying the courier instead is a cash order like any other (issue 26 §3): its phone is confirmed by code first.
      const row = ownSale(db, c.var.customer.id, { invoiceId: parsed.data.invoiceId });
      if (!row) return jsonError(c, 404, 'Order not found');
      const phone = (JSON.parse(row.address_json) as { phone: string }).phone;
      if (row.status === 'awaiting_payment' && needsPhoneCode(db, config.codConfirmation, row.customer_id, phone)) {
        const body = await parseSearchBody(c, cashSwitchSchema); // an empty body: no code yet
        if (!body.ok) return body.response;
        const step = await codCodeStep(c, deps, limiter, phone, body.data.phoneCode);
        if (step instanceof Response) return step;
        if (!step.useUp()) return fieldError(c, 'phoneCode', PHONE_CODE_REFUSED);
        rememberVerifiedPhone(db, row.customer_id, phone, clock.now());
      }
      const result = moveSale(db, c.var.customer.id, { invoiceId: parsed.data.invoiceId }, 'pay_on_delivery', clock.now(), { payment_method: 'cash_on_delivery' });
      if (result.status !== 200) return jsonError(c, result.status, result.message);
      return c.json(viewOf(db, ownSale(db, c.var.customer.id, { invoiceId: parsed.data.invoiceId })!, config));
    });
}
