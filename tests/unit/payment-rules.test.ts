import { describe, expect, it } from 'vitest';
import { hasValidSignature, signFields } from '../../api/payments/signature.ts';
import { gatewayAmountOf, gatewayPaisa, judgePayment } from '../../api/payments/validation-rule.ts';

// What makes a gateway's word a payment (issue 12 §1): pure rules, no server.
const expected = { tranId: 'KL-20261123-000042-1', totalPaisa: 125_050 };
const valid = { status: 'VALID', tran_id: 'KL-20261123-000042-1', val_id: 'abc', amount: '1250.50', currency: 'BDT', currency_type: 'BDT', currency_amount: '1250.50', risk_level: '0', APIConnect: 'DONE' };

describe('judgePayment', () => {
  it('accepts VALID and VALIDATED answers for the order’s transaction, amount and currency', () => {
    expect(judgePayment(valid, expected)).toEqual({ ok: true });
    expect(judgePayment({ ...valid, status: 'VALIDATED' }, expected)).toEqual({ ok: true });
    expect(judgePayment({ ...valid, amount: '1250.5', currency_amount: '1250.5' }, expected)).toEqual({ ok: true });
    // The fields the real gateway may leave out are not demanded.
    expect(judgePayment({ status: 'VALID', tran_id: expected.tranId, amount: '1250.50', currency: 'BDT' }, expected)).toEqual({ ok: true });
  });

  it.each([
    ['a failed status', { status: 'FAILED' }],
    ['an unknown transaction', { status: 'INVALID_TRANSACTION' }],
    ['another transaction', { tran_id: 'KL-20261123-000043-1' }],
    ['a missing transaction', { tran_id: undefined }],
    ['a smaller amount', { amount: '1250.49' }],
    ['a larger amount', { amount: '1251.50' }],
    ['a malformed amount', { amount: '1,250.50' }],
    ['another settlement currency', { currency: 'USD' }],
    ['another requested currency', { currency_type: 'USD' }],
    ['another requested amount', { currency_amount: '12.50' }],
    ['a risky payment', { risk_level: '1' }],
    ['a risky payment as a number', { risk_level: 1 }],
    ['a failed API connection', { APIConnect: 'INVALID_REQUEST' }],
  ])('refuses %s', (_, change) => {
    const verdict = judgePayment({ ...valid, ...change } as typeof valid, expected);
    expect(verdict.ok).toBe(false);
  });
});

describe('gatewayPaisa and gatewayAmountOf', () => {
  it('reads the gateway’s amounts exactly, in paisa, without floating point', () => {
    expect(gatewayPaisa('1250.50')).toBe(125_050);
    expect(gatewayPaisa('0.07')).toBe(7);
    expect(gatewayPaisa('10')).toBe(1_000);
    expect(gatewayPaisa('10.5')).toBe(1_050);
    expect([gatewayPaisa('-1'), gatewayPaisa('1e3'), gatewayPaisa('1.005'), gatewayPaisa(''), gatewayPaisa(undefined)]).toEqual([null, null, null, null, null]);
  });
  it('writes an order’s total with two decimals', () => {
    expect([gatewayAmountOf(125_050), gatewayAmountOf(7), gatewayAmountOf(100_000)]).toEqual(['1250.50', '0.07', '1000.00']);
  });
});

describe('the gateway’s signature', () => {
  const fields = { tran_id: 'KL-1', val_id: 'v1', amount: '100.00', status: 'VALID' };

  it('verifies what was signed with the store password, as SSLCommerz signs it', () => {
    const signed = { ...fields, ...signFields(fields, 'secret') };
    expect(signed.verify_key).toBe('tran_id,val_id,amount,status');
    expect(hasValidSignature(signed, 'secret')).toBe(true);
  });

  it('matches the PHP library’s construction: md5 of the sorted fields with md5(password)', async () => {
    const { createHash } = await import('node:crypto');
    const md5 = (text: string) => createHash('md5').update(text).digest('hex');
    const text = `amount=100.00&status=VALID&store_passwd=${md5('secret')}&tran_id=KL-1&val_id=v1`;
    expect(signFields(fields, 'secret').verify_sign).toBe(md5(text));
  });

  it('refuses a changed field, another password, a missing signature, or tran_id and status left unsigned', () => {
    const signed = { ...fields, ...signFields(fields, 'secret') };
    expect(hasValidSignature({ ...signed, amount: '1.00' }, 'secret')).toBe(false);
    expect(hasValidSignature(signed, 'other')).toBe(false);
    expect(hasValidSignature(fields, 'secret')).toBe(false);
    const partly = { amount: '100.00', ...signFields({ amount: '100.00' }, 'secret') };
    expect(hasValidSignature({ ...partly, tran_id: 'KL-1', status: 'VALID' }, 'secret')).toBe(false);
  });
});
