import { describe, expect, it } from 'vitest';
import { isBdMobile, normaliseBdMobile } from '../../src/lib/phone.ts';

describe('normaliseBdMobile', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['008801712345678', '+8801712345678'],
    ['01712-345678', '+8801712345678'],
    ['017 1234 5678', '+8801712345678'],
    ['+880 1712-345 678', '+8801712345678'],
    ['+88 01712 345678', '+8801712345678'],
    ['(017) 1234.5678', '+8801712345678'],
    ['01312345678', '+8801312345678'],
    ['01912345678', '+8801912345678'],
    // Bangla digits, as a Bangla keyboard types them (issue 24 §7), alone or mixed with ASCII ones.
    ['০১৭১২-৩৪৫৬৭৮', '+8801712345678'],
    ['+৮৮০ ১৭১২ ৩৪৫৬৭৮', '+8801712345678'],
    ['০১৭12-345৬৭৮', '+8801712345678'],
  ])('reads %s as %s', (typed, stored) => {
    expect(normaliseBdMobile(typed)).toBe(stored);
  });

  it.each([
    ['a landline', '02-9876543'],
    ['operator prefix 010', '01012345678'],
    ['operator prefix 011', '01112345678'],
    ['operator prefix 012', '01212345678'],
    ['one digit short', '0171234567'],
    ['one digit long', '017123456789'],
    ['another country code', '+911712345678'],
    ['letters', '0171234567a'],
    ['Bangla digits with an unassigned prefix', '০১২১২৩৪৫৬৭৮'],
    ['Devanagari digits (not what a Bangla keyboard types)', '०१७१२३४५६७८'],
    ['a plus in the middle', '017+12345678'],
    ['an empty string', ''],
    ['a huge string', `0171234567${' '.repeat(1000)}8`],
  ])('refuses %s', (_, typed) => {
    expect(normaliseBdMobile(typed)).toBeUndefined();
  });
});

describe('isBdMobile', () => {
  it('says whether a typed number is accepted', () => {
    expect(isBdMobile('01712-345678')).toBe(true);
    expect(isBdMobile('01212-345678')).toBe(false);
  });
});
