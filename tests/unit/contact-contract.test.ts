import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { issuesByPath } from '../../src/lib/contract/common.ts';
import { contactMessageSchema } from '../../src/lib/contract/contact.ts';

// The contact form's rules (issue 13 §1): one schema checks the form in the browser and the request on the API.
const valid = { name: 'Nusrat Jahan', contact: '01712-345678', subject: 'Bulk order for a school', message: 'Do you give a price for 200 exercise books?' };
const errorsOf = (input: unknown) => {
  const parsed = v.safeParse(contactMessageSchema, input);
  return parsed.success ? {} : issuesByPath(parsed.issues);
};

describe('contactMessageSchema', () => {
  it('accepts a message, trimming its texts and storing the phone as +8801…', () => {
    const parsed = v.parse(contactMessageSchema, { ...valid, name: '  Nusrat Jahan ', page: '/contactV1', website: '' });
    expect(parsed).toEqual({ ...valid, contact: '+8801712345678', page: '/contactV1', website: '' });
  });

  it('accepts an e-mail address instead of a phone, in lower case', () => {
    expect(v.parse(contactMessageSchema, { ...valid, contact: 'Nusrat@Example.COM' }).contact).toBe('nusrat@example.com');
  });

  it('names every empty field with a message a shopper understands', () => {
    expect(errorsOf({ name: ' ', contact: '', subject: '', message: '' })).toEqual({
      name: ['Enter your name'],
      contact: ['Enter your phone number or e-mail address'],
      subject: ['Enter a subject'],
      message: ['Write at least 10 characters'],
    });
  });

  it('refuses a contact that is neither a Bangladeshi mobile nor an e-mail address', () => {
    expect(errorsOf({ ...valid, contact: '12345' })).toEqual({ contact: ['Enter a mobile number like 01712-345678 or an e-mail address'] });
    expect(errorsOf({ ...valid, contact: 'name@' })).toHaveProperty('contact');
  });

  it('keeps line breaks in a message but refuses other control characters', () => {
    expect(v.parse(contactMessageSchema, { ...valid, message: 'Line one\r\nLine two\tok' }).message).toBe('Line one\r\nLine two\tok');
    expect(errorsOf({ ...valid, message: 'Hello there\u0000!' })).toEqual({ message: ['Must not contain control characters'] });
  });

  it('refuses texts beyond their limits, unknown fields and pages other than the contact pages', () => {
    expect(errorsOf({ ...valid, message: 'x'.repeat(2001) })).toEqual({ message: ['At most 2000 characters'] });
    expect(errorsOf({ ...valid, name: 'x'.repeat(81) })).toEqual({ name: ['At most 80 characters'] });
    expect(errorsOf({ ...valid, admin: true })).toHaveProperty('admin');
    expect(errorsOf({ ...valid, page: 'https://evil.example/' })).toHaveProperty('page');
  });
});
