import { Hono } from 'hono';
import * as v from 'valibot';
import { gatewaySessionRequestSchema, refundRequestQuerySchema, refundStatusQuerySchema, validationQuerySchema } from '../../src/lib/contract/gateway.ts';
import type { ApiDeps } from '../deps.ts';
import { validationFailed } from '../http/errors.ts';
import { formFields } from '../http/form.ts';
import { signFields } from '../payments/signature.ts';
import { gatewayAmountOf, gatewayPaisa } from '../payments/validation-rule.ts';
import { bankTranIdOf, closeSession, markValidated, openSession, refundByRef, refundTransaction, sessionByKey, transactionByBankTranId, transactionByValId, type GatewayTransaction } from './books.ts';
import { gatewayLanguage, hostedPath } from './language.ts';
import { closedPage, hostedPage, missingPage, postBackPage } from './page.ts';

/*
 * The local payment gateway (issue 12), mounted at `/gateway` unless `GATEWAY_URL` names a real
 * one. It speaks SSLCommerz v4's three calls so that the API (and the official client, in the
 * tests) cannot tell it from the sandbox: the session, the hosted page, the validation API. It
 * checks the store's credentials, signs what it posts back with the store password, and sends the
 * IPN as the real one does. A demo and the tests can take every path: Pay, Fail, Cancel, risky.
 */

/** How long the IPN may take before the shopper is sent back anyway. */
const IPN_TIMEOUT_MS = 5_000;

/** The local gateway's routes. */
export function gatewayRoutes({ db, config, clock }: ApiDeps): Hono {
  const { storeId, storePassword } = config.gateway;
  const credentialsOk = (id: string, password: string) => id === storeId && password === storePassword;

  return new Hono()
    .post('/gwprocess/v4/api.php', async (c) => {
      const parsed = v.safeParse(gatewaySessionRequestSchema, await formFields(c));
      if (!parsed.success) return validationFailed(c, parsed.issues);
      const request = parsed.output;
      if (!credentialsOk(request.store_id, request.store_passwd)) return c.json({ status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
      // Amounts are kept as the real gateway reports them: two decimals (`250` → `250.00`).
      const amount = gatewayAmountOf(gatewayPaisa(request.total_amount)!);
      const key = openSession(db, { ...request, amount, ipn_url: request.ipn_url || null, customer_name: request.cus_name }, clock.now());
      // The shopper's language rides in the page's address (language.ts): the books need no column for it.
      const page = `${config.publicUrl}${hostedPath(key, gatewayLanguage(request['lang']))}`;
      return c.json({ status: 'SUCCESS', failedreason: '', sessionkey: key, GatewayPageURL: page, redirectGatewayURL: page, storeBanner: '', storeLogo: '', desc: [] });
    })
    .get('/pay/:key', (c) => {
      const lang = gatewayLanguage(c.req.query('lang'));
      const session = sessionByKey(db, c.req.param('key'));
      if (!session) return c.html(missingPage(lang), 404);
      if (session.status !== 'PENDING') return c.html(closedPage(lang), 409);
      return c.html(hostedPage(session, lang));
    })
    .post('/pay/:key', async (c) => {
      const lang = gatewayLanguage(c.req.query('lang'));
      const form = await formFields(c);
      const choice = form['action'];
      if (choice !== 'pay' && choice !== 'fail' && choice !== 'cancel') return c.html(missingPage(lang), 422);
      const status = choice === 'pay' ? 'VALID' : choice === 'fail' ? 'FAILED' : 'CANCELLED';
      const session = closeSession(db, c.req.param('key'), status, form['risky'] === '1' ? 1 : 0);
      if (!session) return c.html(closedPage(lang), sessionByKey(db, c.req.param('key')) ? 409 : 404);
      const fields = outcomeFields(session, storeId, clock.now());
      const signed = { ...fields, ...signFields(fields, storePassword) };
      // The IPN goes server to server (the real gateway sends it whether or not the shopper comes back).
      if (session.ipn_url && status !== 'CANCELLED') await sendIpn(session.ipn_url, signed);
      const target = status === 'VALID' ? session.success_url : status === 'FAILED' ? session.fail_url : session.cancel_url;
      return c.html(postBackPage(target, signed, lang));
    })
    // `sslcommerz-lts` sends its validation as a POST carrying the query string: both are taken.
    .on(['GET', 'POST'], '/validator/api/validationserverAPI.php', (c) => {
      const parsed = v.safeParse(validationQuerySchema, c.req.query());
      if (!parsed.success) return validationFailed(c, parsed.issues);
      const { val_id: valId, store_id: id, store_passwd: password } = parsed.output;
      if (!credentialsOk(id, password)) return c.json({ status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' });
      const payment = transactionByValId(db, valId);
      if (!payment || payment.store_id !== id || payment.status !== 'VALID') return c.json({ status: 'INVALID_TRANSACTION', APIConnect: 'DONE' });
      const before = markValidated(db, valId);
      return c.json({ ...paymentFields(payment), status: before ? 'VALIDATED' : 'VALID', APIConnect: 'DONE', validated_on: clock.now().toISOString(), gw_version: 'local-1' });
    })
    // The refund API (issue 22 §3): a start (`bank_tran_id`, `refund_amount`) or a query (`refund_ref_id`).
    .get('/validator/api/merchantTransIDvalidationAPI.php', (c) => {
      const query = c.req.query();
      if ('refund_ref_id' in query) {
        const parsed = v.safeParse(refundStatusQuerySchema, query);
        if (!parsed.success) return validationFailed(c, parsed.issues);
        if (!credentialsOk(parsed.output.store_id, parsed.output.store_passwd)) return c.json({ APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store Credential Error' });
        const refunded = refundByRef(db, parsed.output.refund_ref_id);
        if (!refunded) return c.json({ APIConnect: 'DONE', status: 'failed', refund_ref_id: parsed.output.refund_ref_id, errorReason: 'No such refund' });
        return c.json({ APIConnect: 'DONE', status: 'refunded', bank_tran_id: bankTranIdOf(refunded), tran_id: refunded.tran_id, refund_ref_id: refunded.ref_id, initiated_on: refunded.refunded_on, refunded_on: refunded.refunded_on, errorReason: '' });
      }
      const parsed = v.safeParse(refundRequestQuerySchema, query);
      if (!parsed.success) return validationFailed(c, parsed.issues);
      const { store_id: id, store_passwd: password, bank_tran_id: bankTranId, refund_amount: amount, refe_id: refeId } = parsed.output;
      if (!credentialsOk(id, password)) return c.json({ APIConnect: 'INVALID_REQUEST', status: 'failed', errorReason: 'Store Credential Error' });
      const payment = transactionByBankTranId(db, bankTranId);
      const paisa = gatewayPaisa(amount)!;
      if (!payment) return c.json({ APIConnect: 'DONE', status: 'failed', bank_tran_id: bankTranId, errorReason: 'No such transaction' });
      const over = { APIConnect: 'DONE', status: 'failed', bank_tran_id: bankTranId, errorReason: 'The refund is more than was paid' };
      if (paisa <= 0 || payment.status !== 'VALID') return c.json(paisa <= 0 ? over : { ...over, errorReason: 'The transaction was not paid' });
      const started = refundTransaction(db, payment.session_key, paisa, refeId, gatewayPaisa(payment.amount)!, clock.now());
      if (started.outcome === 'over') return c.json(over);
      const status = started.outcome === 'again' ? 'processing' : 'success';
      return c.json({ APIConnect: 'DONE', status, bank_tran_id: bankTranId, trans_id: payment.tran_id, refund_ref_id: started.ref, errorReason: '' });
    });
}

// What a paid session's posts and validation answers say about the payment (SSLCommerz's field names).
function paymentFields(session: GatewayTransaction): Record<string, string> {
  return {
    tran_id: session.tran_id,
    val_id: session.val_id ?? '',
    amount: session.amount,
    store_amount: session.amount,
    currency: 'BDT',
    bank_tran_id: bankTranIdOf(session),
    card_type: 'VISA-Local test',
    card_no: '411111XXXXXX1111',
    card_issuer: 'Local test bank',
    card_brand: 'VISA',
    card_issuer_country: 'Bangladesh',
    card_issuer_country_code: 'BD',
    currency_type: session.currency,
    currency_amount: session.amount,
    currency_rate: '1.0000',
    risk_level: String(session.risk_level),
    risk_title: session.risk_level === 1 ? 'Risky' : 'Safe',
  };
}

function outcomeFields(session: GatewayTransaction, storeId: string, now: Date): Record<string, string> {
  const when = now.toISOString().replace('T', ' ').slice(0, 19);
  if (session.status === 'VALID') return { ...paymentFields(session), status: 'VALID', tran_date: when, store_id: storeId };
  return { tran_id: session.tran_id, status: session.status, tran_date: when, amount: session.amount, currency: 'BDT', store_id: storeId, error: session.status === 'FAILED' ? 'Declined by the test gateway' : '' };
}

async function sendIpn(url: string, fields: Record<string, string>): Promise<void> {
  try {
    await fetch(url, { method: 'POST', body: new URLSearchParams(fields), signal: AbortSignal.timeout(IPN_TIMEOUT_MS) });
  } catch (error) {
    // The shopper's return carries the same news; a lost IPN is what it is there for.
    console.warn(`[gateway] IPN to ${url} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
