import { describe, expect, it } from 'vitest';
import { isKeptField, restoreFields, saveFields, type FieldLike } from '../../src/lib/releases/form-keep.ts';

const field = (name: string, value: string, type = 'text', autocomplete = ''): FieldLike => ({ name, value, type, autocomplete });
/** The fields of a page with the header search, a sign-in form and a card form, in page order. */
const page = (): FieldLike[] => [
  field('query', 'gel pen', 'search'),
  field('email', 'rahim@example.com', 'email', 'email'),
  field('password', 'hunter2hunter2', 'password', 'current-password'),
  field('note', 'Ring twice', 'textarea'),
  field('district', 'Dhaka', 'select-one'),
  field('remember', 'on', 'checkbox'),
  field('token', 'csrf', 'hidden'),
  field('number', '4111111111111111', 'text', 'cc-number'),
  field('card_cvc', '123', 'text'),
  field('phone', '', 'tel'),
];
/** The same page after the reload: the shopper's values gone. */
const reloaded = (): FieldLike[] => page().map((f) => ({ ...f, value: f.type === 'hidden' ? f.value : '' }));
const values = (fields: FieldLike[]) => Object.fromEntries(fields.map((f) => [f.name, f.value]));

describe('isKeptField', () => {
  it('keeps typed text and picked options', () => {
    for (const type of ['text', 'search', 'email', 'tel', 'url', 'number', 'textarea', 'select-one']) expect(isKeptField(field('a', 'x', type))).toBe(true);
  });
  it('never keeps a password, a hidden value, a box or a file', () => {
    for (const type of ['password', 'hidden', 'checkbox', 'radio', 'file', 'submit']) expect(isKeptField(field('a', 'x', type))).toBe(false);
  });
  it('never keeps a card\'s number, expiry or code, by autocomplete or by name', () => {
    expect(isKeptField(field('n', 'x', 'text', 'cc-number'))).toBe(false);
    expect(isKeptField(field('n', 'x', 'text', 'cc-exp'))).toBe(false);
    expect(isKeptField(field('n', 'x', 'text', 'billing cc-csc'))).toBe(false);
    expect(isKeptField(field('cardNumber', 'x'))).toBe(false);
    expect(isKeptField(field('cvv', 'x'))).toBe(false);
    expect(isKeptField(field('securityCode', 'x'))).toBe(false);
  });
});

describe('saveFields', () => {
  it('saves the kept fields that hold something, in page order, and nothing of the others', () => {
    expect(saveFields(page())).toEqual([
      ['query', 'gel pen'], ['email', 'rahim@example.com'], 0, ['note', 'Ring twice'], ['district', 'Dhaka'], 0, 0, 0, 0, 0,
    ]);
  });
});

describe('restoreFields', () => {
  it('puts the typed values back into the same fields after the reload, never a password or a card\'s', () => {
    const fields = reloaded();
    restoreFields(fields, JSON.parse(JSON.stringify(saveFields(page()))));
    expect(values(fields)).toEqual({
      query: 'gel pen', email: 'rahim@example.com', password: '', note: 'Ring twice', district: 'Dhaka',
      remember: '', token: 'csrf', number: '', card_cvc: '', phone: '',
    });
  });
  it('does not write a saved value into a password or card field, even when told to', () => {
    const fields = reloaded();
    restoreFields(fields, [0, 0, ['password', 'hunter2'], 0, 0, 0, 0, ['number', '4111']]);
    expect(fields[2]!.value).toBe('');
    expect(fields[7]!.value).toBe('');
  });
  it('leaves what the shopper typed again since alone', () => {
    const fields = reloaded();
    fields[1]!.value = 'karim@example.com';
    restoreFields(fields, [0, ['email', 'rahim@example.com']]);
    expect(fields[1]!.value).toBe('karim@example.com');
  });
  it('puts nothing into a field that is not the one saved there (the page changed)', () => {
    const fields = reloaded();
    restoreFields(fields, [['email', 'rahim@example.com']]);
    expect(fields[0]!.value).toBe('');
  });
  it('ignores a damaged record', () => {
    for (const junk of [null, 'x', { 0: 1 }, [['query']], [5, 'x'], [[null, 'x']]]) {
      const fields = reloaded();
      restoreFields(fields, junk);
      expect(values(fields)).toEqual(values(reloaded()));
    }
  });
});
