import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addressCreateSchema,
  changePasswordSchema,
  emailSchema,
  issuesByPath,
  MAX_PASSWORD_LENGTH,
  newPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../src/lib/contract/index.ts';

// The account rules of the contract, the same on both sides (issue 10 §3, §4).
const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesByPath(result.issues);
};

describe('newPasswordSchema', () => {
  it.each([
    ['8 characters', 'abcdefgh'],
    ['spaces kept as typed', '  pass  word  '],
    [`${MAX_PASSWORD_LENGTH} characters`, 'x'.repeat(MAX_PASSWORD_LENGTH)],
    ['Bangla', 'আমার গোপন কথা'],
  ])('accepts %s', (_, password) => {
    expect(v.parse(newPasswordSchema, password)).toBe(password);
  });

  it.each([
    ['7 characters', 'abcdefg'],
    ['an empty password', ''],
    [`more than ${MAX_PASSWORD_LENGTH} characters`, 'x'.repeat(MAX_PASSWORD_LENGTH + 1)],
    ['a number', 12345678],
  ])('refuses %s', (_, password) => {
    expect(v.safeParse(newPasswordSchema, password).success).toBe(false);
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases, so one address is one account', () => {
    expect(v.parse(emailSchema, '  Rina.Akter@Example.COM ')).toBe('rina.akter@example.com');
  });
  it.each(['rina', 'rina@', '@example.com', `${'a'.repeat(250)}@example.com`])('refuses %s', (email) => {
    expect(v.safeParse(emailSchema, email).success).toBe(false);
  });
});

describe('request schemas', () => {
  it('refuse unknown fields by their dotted path', () => {
    expect(errorsOf(signInSchema, { email: 'a@example.com', password: 'x', admin: true })).toHaveProperty('admin');
    expect(errorsOf(changePasswordSchema, { currentPassword: 'x', newPassword: 'long enough', resetToken: 'x' })).toHaveProperty('resetToken');
  });

  it('normalise the sign-up phone and leave it optional', () => {
    expect(v.parse(signUpSchema, { name: 'Rina', email: 'r@example.com', password: 'long enough', phone: '01712-345678' }).phone).toBe('+8801712345678');
    expect(v.parse(signUpSchema, { name: 'Rina', email: 'r@example.com', password: 'long enough' }).phone).toBeUndefined();
    expect(errorsOf(signUpSchema, { name: 'Rina', email: 'r@example.com', password: 'long enough', phone: '01012345678' })).toHaveProperty('phone');
  });

  it('read an empty postcode as none, and refuse one that is not 4 digits', () => {
    const address = { label: 'Home', recipientName: 'Rina', phone: '01712345678', divisionId: 1, districtId: 1, upazilaId: 1, addressLine: 'Road 1' };
    expect(v.parse(addressCreateSchema, { ...address, postcode: ' ' }).postcode).toBeNull();
    expect(v.parse(addressCreateSchema, { ...address, postcode: '1209' }).postcode).toBe('1209');
    expect(errorsOf(addressCreateSchema, { ...address, postcode: '12O9' })).toHaveProperty('postcode');
  });

  it('read Bangla digits in a postcode and a phone as their ASCII digits (issue 24 §7)', () => {
    const address = { label: 'Home', recipientName: 'Rina', phone: '০১৭১২-৩৪৫৬৭৮', divisionId: 1, districtId: 1, upazilaId: 1, addressLine: 'Road 1' };
    const parsed = v.parse(addressCreateSchema, { ...address, postcode: '১২০৫' });
    expect(parsed.postcode).toBe('1205');
    expect(parsed.phone).toBe('+8801712345678');
    // Five digits is still the postcode's error, whichever digits they are.
    expect(errorsOf(addressCreateSchema, { ...address, postcode: '১২০৫৫' })).toHaveProperty('postcode');
  });
});
