import SSLCommerzPayment from 'sslcommerz-lts';
import { describe, expect, it } from 'vitest';
import { onApi, pressAtGateway } from './support/gateway.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Protocol fidelity (issue 12): the official SSLCommerz Node client, pointed at the reference API's
// local gateway through its URL arguments, opens a session and validates a payment, as it would
// against the sandbox. (It posts the session as multipart and the validation as a POST carrying
// the query string: the gateway takes both.)
const api = useReferenceApi({ demoProducts: 20 });

function sessionData(tranId: string) {
  return {
    total_amount: 250, currency: 'BDT', tran_id: tranId,
    success_url: `${api.origin}/payments/return/success`, fail_url: `${api.origin}/payments/return/fail`, cancel_url: `${api.origin}/payments/return/cancel`,
    ipn_url: '', shipping_method: 'NO', product_name: 'Gel pen', product_category: 'Stationery', product_profile: 'general',
    cus_name: 'Rina Akter', cus_email: 'rina@example.com', cus_add1: 'House 7', cus_city: 'Dhaka', cus_postcode: '1205', cus_country: 'Bangladesh', cus_phone: '01712345678',
  };
}

describe('sslcommerz-lts against the local gateway', () => {
  it('opens a session, and validates the payment made on its page: VALID, then VALIDATED', async () => {
    const { storeId, storePassword } = api.running.config.gateway;
    const client = new SSLCommerzPayment(storeId, storePassword, false);
    const session = await client.init(sessionData('LTS-0001'), `${api.origin}/gateway/gwprocess/v4/api.php`);
    expect(session).toMatchObject({ status: 'SUCCESS', GatewayPageURL: expect.stringMatching(/\/gateway\/pay\/[0-9A-F]{32}$/) });

    const { fields } = await pressAtGateway(api, session['GatewayPageURL'] as string, 'pay');
    const validation = `${api.origin}/gateway/validator/api/validationserverAPI.php?val_id=${fields['val_id']}&store_id=${storeId}&store_passwd=${storePassword}&v=1&format=json`;
    expect(await client.validate({ val_id: fields['val_id']! }, validation)).toMatchObject({
      status: 'VALID', tran_id: 'LTS-0001', val_id: fields['val_id'], amount: '250.00', currency: 'BDT', currency_type: 'BDT', risk_level: '0', APIConnect: 'DONE',
    });
    expect(await client.validate({ val_id: fields['val_id']! }, validation)).toMatchObject({ status: 'VALIDATED', tran_id: 'LTS-0001' });
    // The same call as a plain GET, as the API itself and the PHP library make it.
    expect(await (await fetch(validation)).json()).toMatchObject({ status: 'VALIDATED' });
  });

  it('refuses a session with the wrong store password, and validation of an unknown val_id', async () => {
    const { storeId, storePassword } = api.running.config.gateway;
    const wrong = new SSLCommerzPayment(storeId, 'not-the-password', false);
    expect(await wrong.init(sessionData('LTS-0002'), `${api.origin}/gateway/gwprocess/v4/api.php`)).toMatchObject({ status: 'FAILED' });
    const client = new SSLCommerzPayment(storeId, storePassword, false);
    const unknown = `${api.origin}/gateway/validator/api/validationserverAPI.php?val_id=nosuch&store_id=${storeId}&store_passwd=${storePassword}&v=1&format=json`;
    expect(await client.validate({ val_id: 'nosuch' }, unknown)).toMatchObject({ status: 'INVALID_TRANSACTION' });
  });

  it('refuses a malformed session request with 422 field errors, and serves a hosted page only for a session', async () => {
    const response = await fetch(`${api.origin}/gateway/gwprocess/v4/api.php`, { method: 'POST', body: new URLSearchParams({ total_amount: '-5', currency: 'USD' }) });
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(expect.arrayContaining(['store_id', 'total_amount', 'currency', 'tran_id', 'success_url']));
    expect((await fetch(onApi(api, `${api.origin}/gateway/pay/NOSUCH`))).status).toBe(404);
  });
});
