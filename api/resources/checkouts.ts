import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { checkoutRequestSchema, idempotencyKeySchema, invoiceQuerySchema, quoteRequestSchema, type CheckoutFields } from '../../src/lib/contract/index.ts';
import type { OrderEvent } from '../../src/lib/order-machine.ts';
import { moveSale } from '../checkout/moves.ts';
import { throttle } from '../accounts/throttle.ts';
import { codCodeStep } from '../checkout/cod-code.ts';
import { addressPhone, needsPhoneCode } from '../checkout/cod-confirmation.ts';
import { placeOrder, placedBefore, type PhoneConfirmation } from '../checkout/place.ts';
import { planOrder, quoteOf } from '../checkout/plan.ts';
import { ownSale } from '../checkout/sale-rows.ts';
import { livePaymentPage } from '../payments/sessions.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { shopperLanguage } from '../http/language.ts';
import { parseBody, parseQuery } from '../http/validate.ts';


/** The storefront's moves that end a checkout (spec §7), as events of the state machine. */
const MOVES: Readonly<Record<string, OrderEvent>> = { confirm: 'confirm', cancel: 'cancel', failure: 'fail' };

/**
 * Checkout (spec §7, issue 11 §3), mounted at `/api/checkouts`, for the signed-in customer:
 * `POST /quote` prices the cart as chosen now; `POST /` places the order (with an
 * `Idempotency-Key`); `PATCH /confirm|cancel|failure?invoiceId=` end a checkout one way.
 */
export function checkoutRoutes(deps: ApiDeps): Hono<CustomerEnv> {
  const { db, config, clock, findCustomerByToken } = deps;
  const limiter = throttle(db);
  return new Hono<CustomerEnv>()
    .use(requireCustomer(findCustomerByToken))
    .post('/quote', async (c) => {
      const parsed = await parseBody(c, quoteRequestSchema);
      if (!parsed.ok) return parsed.response;
      const plan = planOrder(db, c.var.customer.id, parsed.data, clock.now());
      if (!plan) return jsonError(c, 404, `Address not found: ${parsed.data.addressId}`);
      return c.json(quoteOf(plan));
    })
    .post('/', async (c) => {
      const key = v.safeParse(idempotencyKeySchema, c.req.header('Idempotency-Key'));
      if (!key.success) return fieldError(c, 'Idempotency-Key', key.issues[0].message);
      const parsed = await parseBody(c, checkoutRequestSchema);
      if (!parsed.ok) return parsed.response;
      const confirmed = await phoneConfirmation(c, key.output, parsed.data);
      if (confirmed instanceof Response) return confirmed;
      const answer = placeOrder(db, c.var.customer.id, key.output, parsed.data, clock.now(), config.holdLimits, confirmed, shopperLanguage(c));
      if (answer.status === 201 && 'saleId' in answer.body) {
        // A card order goes on to the gateway (issue 12); a repeat of the key gets the same session back.
        const sale = ownSale(db, c.var.customer.id, { id: answer.body.saleId });
        if (sale?.payment_method === 'card' && sale.status === 'awaiting_payment') {
          return c.json({ ...answer.body, paymentUrl: await livePaymentPage(db, config, sale, clock.now()) }, 201);
        }
      }
      return c.json(answer.body, answer.status);
    })
    .patch('/:move{confirm|cancel|failure}', (c) => move(c, MOVES[c.req.param('move')]!));

  /**
   * Issue 26 §3: a cash order to a phone that needs confirming (cod-confirmation.ts) is answered,
   * the first time, with a code texted to that phone and a 422 on `phoneCode` (nothing placed,
   * nothing held); sent again with the code, its judged code is what `placeOrder` uses up. A repeat
   * of a key already placed needs no code: its answer is the record's.
   */
  async function phoneConfirmation(c: Context<CustomerEnv>, key: string, fields: CheckoutFields): Promise<PhoneConfirmation | Response | undefined> {
    const customerId = c.var.customer.id;
    if (fields.paymentMethod !== 'cash_on_delivery' || placedBefore(db, customerId, key)) return undefined;
    const phone = addressPhone(db, customerId, fields.addressId);
    // An address that is not theirs: placeOrder answers its 404.
    if (!phone || !needsPhoneCode(db, config.codConfirmation, customerId, phone)) return undefined;
    const step = await codCodeStep(c, deps, limiter, phone, fields.phoneCode);
    return step instanceof Response ? step : { phone, useUp: step.useUp };
  }

  function move(c: Context<CustomerEnv>, event: OrderEvent) {
    const parsed = parseQuery(c, invoiceQuerySchema);
    if (!parsed.ok) return parsed.response;
    const result = moveSale(db, c.var.customer.id, { invoiceId: parsed.data.invoiceId }, event, clock.now());
    return result.status === 200 ? c.json(result.sale) : jsonError(c, result.status, result.message);
  }
}
