import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { newCustomer, send, type Sent } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

/*
 * Issue 22 §5, crafted input, against the real API: a field named like a member of
 * Object.prototype (`constructor`, `__proto__`, …), in a body or a query string, is refused by name
 * (422) on a strict endpoint and ignored where unknown fields are allowed; an array is no body; a
 * password has no control characters; an editor's number is bounded. Never a 500, never a stack
 * trace in the log. (tests/unit/fuzz-api.test.ts crafts such requests for every endpoint.)
 */
const EDITOR_KEY = 'test-editor-key-prototype-keys-0123';
const api = useReferenceApi({ demoProducts: 5, editorKey: EDITOR_KEY });
const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty'] as const;

let logged: MockInstance<typeof console.error>;
beforeEach(() => {
  logged = vi.spyOn(console, 'error');
});
afterEach(() => {
  // A refused request is no fault of the API: nothing is written to its error log.
  expect(logged.mock.calls.map((call) => String(call[0]))).toEqual([]);
  logged.mockRestore();
});

const editor = { Authorization: `Bearer ${EDITOR_KEY}` };
/** `fields` as JSON text with `key` first: written by hand, as `JSON.stringify` never writes an own `__proto__` of a literal. */
const withKey = (key: string, fields: Record<string, unknown> = {}) => JSON.stringify(fields).replace(/^\{/, `{${JSON.stringify(key)}:"x"${Object.keys(fields).length ? ',' : ''}`);

/** 422 with a field error under `key` (and only the contract's 422 shape). */
function expectRefusedByName(sent: Sent, key: string) {
  expect(sent.status, sent.text).toBe(422);
  expect(sent.json.message).toBe('Validation failed');
  expect(Object.hasOwn(sent.json.errors, key), sent.text).toBe(true);
  expect(sent.json.errors[key]).toEqual([expect.any(String)]);
}

interface Strict {
  method: string;
  path: string;
  as?: 'customer' | 'editor';
}

// Strict request schemas: an unknown field is a 422 that names it.
const STRICT_BODIES: Strict[] = [
  { method: 'POST', path: '/api/signup' },
  { method: 'POST', path: '/api/signin/customers' },
  { method: 'POST', path: '/api/forgot' },
  { method: 'POST', path: '/api/auth/change', as: 'customer' },
  { method: 'PUT', path: '/api/customers', as: 'customer' },
  { method: 'POST', path: '/api/emails/subscriptions' },
  { method: 'POST', path: '/api/addresses', as: 'customer' },
  { method: 'PUT', path: '/api/addresses', as: 'customer' },
  { method: 'POST', path: '/api/addresses/search', as: 'customer' },
  { method: 'POST', path: '/api/wishlists/items', as: 'customer' },
  { method: 'POST', path: '/api/wishlists/items/search', as: 'customer' },
  { method: 'POST', path: '/api/discount/coupons/search' },
  { method: 'POST', path: '/api/cms/articles/search' },
  { method: 'POST', path: '/api/sales', as: 'customer' },
  { method: 'PATCH', path: '/api/sales/payments/attachments', as: 'customer' },
  { method: 'POST', path: '/api/contact/messages' },
  { method: 'PATCH', path: '/api/editor/products/1', as: 'editor' },
  { method: 'PATCH', path: '/api/editor/skus/1', as: 'editor' },
  { method: 'PUT', path: '/api/editor/content/about', as: 'editor' },
  { method: 'PUT', path: '/api/editor/outlets/1', as: 'editor' },
  { method: 'POST', path: '/api/editor/orders/1/payment', as: 'editor' },
];

// Strict query schemas: the two public GETs of content, the variants' pictures, the editor's lists.
const STRICT_QUERIES: Strict[] = [
  { method: 'GET', path: '/api/v2/items/content' },
  { method: 'GET', path: '/api/v2/items/content/bullets' },
  { method: 'GET', path: '/api/v2/items/content/articles' },
  { method: 'GET', path: '/api/items/cms/variants/images' },
  { method: 'GET', path: '/api/editor/orders', as: 'editor' },
  { method: 'GET', path: '/api/editor/refunds', as: 'editor' },
  { method: 'GET', path: '/api/editor/products', as: 'editor' },
];

let token = '';
const headersOf = (as: Strict['as']) => (as === 'editor' ? { headers: editor } : as === 'customer' ? { token } : {});

describe('a field named like a prototype member', () => {
  beforeEach(async () => {
    token ||= (await newCustomer(api)).token;
  });

  for (const key of PROTOTYPE_KEYS) {
    it(`in a body is refused by name on every strict endpoint: ${key}`, async () => {
      for (const { method, path, as } of STRICT_BODIES) {
        expectRefusedByName(await send(api, method, path, { body: withKey(key), ...headersOf(as) }), key);
      }
    });

    it(`in a query string is refused by name on every strict endpoint: ${key}`, async () => {
      for (const { method, path, as } of STRICT_QUERIES) {
        expectRefusedByName(await send(api, method, `${path}?${encodeURIComponent(key)}=x`, headersOf(as)), key);
      }
    });

    it(`is ignored where unknown fields are allowed, the answer as without it: ${key}`, async () => {
      const q = `${encodeURIComponent(key)}=x`;
      const pairs: [Promise<Sent>, Promise<Sent>][] = [
        [send(api, 'GET', `/api/v3/items/joined?size=2&${q}`), send(api, 'GET', '/api/v3/items/joined?size=2')],
        [send(api, 'GET', `/api/currencies/conversions?${q}`), send(api, 'GET', '/api/currencies/conversions')],
        [send(api, 'GET', `/api/discount/coupons/apply?code=NOPE&subtotal=100&${q}`), send(api, 'GET', '/api/discount/coupons/apply?code=NOPE&subtotal=100')],
        [send(api, 'POST', '/api/global/discounts/search', { body: withKey(key, { size: 5 }) }), send(api, 'POST', '/api/global/discounts/search', { body: { size: 5 } })],
        [send(api, 'POST', '/api/items/linked/search', { body: withKey(key, { itemId: 1 }) }), send(api, 'POST', '/api/items/linked/search', { body: { itemId: 1 } })],
        [send(api, 'POST', '/api/stocks/items/skus/search', { body: withKey(key, { skuIds: [1] }) }), send(api, 'POST', '/api/stocks/items/skus/search', { body: { skuIds: [1] } })],
        [send(api, 'DELETE', `/api/addresses?id=999999&${q}`, { token }), send(api, 'DELETE', '/api/addresses?id=999999', { token })],
      ];
      for (const [withIt, without] of pairs) {
        const [a, b] = await Promise.all([withIt, without]);
        expect(a.status, a.text).toBe(b.status);
        expect(a.json).toEqual(b.json);
      }
    });

    it(`on the no-JavaScript contact form sends the browser back with an error: ${key}`, async () => {
      const response = await fetch(`${api.origin}/api/contact/messages`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: `${encodeURIComponent(key)}=x&name=Nusrat&contact=01712345678&subject=Hi&message=${encodeURIComponent('A question about pens.')}`,
      });
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location')!);
      expect(location.pathname).toBe('/contact');
      expect(location.searchParams.get('error')).toBe('invalid');
      expect(location.hash).toBe('#contact-invalid');
      // The made-up name is refused, not echoed back into the shop's URL.
      expect(location.searchParams.get('fields')).toBe('');
    });
  }
});

describe('a body that is an array where the API takes an object', () => {
  it('is a 422 on the discount search, whose fields are all optional', async () => {
    for (const body of ['[]', '[{"size":5}]', '[1,2]']) {
      const sent = await send(api, 'POST', '/api/global/discounts/search', { body });
      expect(sent.status, sent.text).toBe(422);
      expect(sent.json.errors).toEqual({ _: ['Expected an object, not an array'] });
    }
  });

  it('is a 422 on every other search that takes an empty body as the first page', async () => {
    const { token: own } = await newCustomer(api);
    for (const [path, withToken] of [
      ['/api/discount/coupons/search', false],
      ['/api/cms/articles/search', false],
      ['/api/addresses/search', true],
      ['/api/wishlists/items/search', true],
      ['/api/sales', true],
    ] as const) {
      const sent = await send(api, 'POST', path, { body: '[]', ...(withToken ? { token: own } : {}) });
      expect(sent.status, `${path}: ${sent.text}`).toBe(422);
      expect(Object.keys(sent.json.errors)).toEqual(['_']);
    }
  });
});

describe('a password with a control character', () => {
  const signIn = (email: string, password: string) => send(api, 'POST', '/api/signin/customers', { body: { email, password } });

  it('is refused at sign-up, on the field, and no account is made', async () => {
    const email = `nul-${Date.now()}@example.com`;
    for (const password of ['correct\u0000horse battery', 'correct horse battery\u0000', 'tab\tin the password', 'escape\u001b[0m here', 'delete\u007f key here']) {
      const sent = await send(api, 'POST', '/api/signup', { body: { name: 'Rina Akter', email, password } });
      expect(sent.status, sent.text).toBe(422);
      expect(sent.json.errors).toEqual({ password: ['Must not contain control characters'] });
    }
    // The e-mail is still free: nothing was stored.
    expect((await send(api, 'POST', '/api/signup', { body: { name: 'Rina Akter', email, password: 'correct horse battery' } })).status).toBe(201);
  });

  it('is refused at sign-in with the same 422 whether or not the e-mail has an account', async () => {
    const customer = await newCustomer(api);
    const known = await signIn(customer.email, `${customer.password}\u0000`);
    const unknown = await signIn(`nobody-${Date.now()}@example.com`, `${customer.password}\u0000`);
    expect(known.status, known.text).toBe(422);
    expect(known.json.errors).toEqual({ password: ['Must not contain control characters'] });
    expect(unknown.text).toBe(known.text);
    // A wrong password is still the one refusal (401) for both.
    const wrong = await signIn(customer.email, 'not the password');
    expect(wrong.status).toBe(401);
    expect((await signIn(customer.email, customer.password)).status).toBe(200);
  });

  it('is refused as a new password, with a session or a reset token, and the old one still works', async () => {
    const customer = await newCustomer(api);
    const change = await send(api, 'POST', '/api/auth/change', {
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'new\u0000password here' },
    });
    expect(change.status, change.text).toBe(422);
    expect(change.json.errors).toEqual({ newPassword: ['Must not contain control characters'] });
    const current = await send(api, 'POST', '/api/auth/change', {
      token: customer.token,
      body: { currentPassword: `${customer.password}\u0000`, newPassword: 'a fine new password' },
    });
    expect(current.status, current.text).toBe(422);
    expect(current.json.errors).toEqual({ currentPassword: ['Must not contain control characters'] });
    const reset = await send(api, 'POST', '/api/auth/change', { body: { resetToken: 'x'.repeat(43), newPassword: 'new\u0000password here' } });
    expect(reset.status, reset.text).toBe(422);
    expect(reset.json.errors).toEqual({ newPassword: ['Must not contain control characters'] });
    expect((await signIn(customer.email, customer.password)).status).toBe(200);
  });
});

describe('an editor\'s numbers beyond what the shop can add up', () => {
  it('are refused on the field (422), and the sku stays as it was and readable', async () => {
    const skuId: number = (await send(api, 'GET', '/api/v3/items/joined?size=1')).json.list[0].skus[0].id;
    const stockOf = async () => (await send(api, 'POST', '/api/stocks/items/skus/search', { body: { skuIds: [skuId] } })).json.list[0];
    const sku = await stockOf();
    for (const [field, value] of [['regularPrice', 2 ** 53], ['price', 1e15], ['salePrice', 10_000_000.01], ['stock', 9007199254740991], ['expectedStock', 1_000_001]] as const) {
      const sent = await send(api, 'PATCH', `/api/editor/skus/${skuId}`, { headers: editor, body: { stock: 5, [field]: value } });
      expect(sent.status, sent.text).toBe(422);
      expect(Object.keys(sent.json.errors)).toEqual([field]);
    }
    expect(await stockOf()).toEqual(sku);
    expect((await send(api, 'GET', '/api/v3/items/joined?size=5')).status).toBe(200);
    // The largest amounts taken still add up exactly.
    const largest = await send(api, 'PATCH', `/api/editor/skus/${skuId}`, { headers: editor, body: { price: 10_000_000, regularPrice: 10_000_000, stock: 1_000_000 } });
    expect(largest.status, largest.text).toBe(200);
    expect(largest.json).toMatchObject({ price: 10_000_000, regularPrice: 10_000_000, stock: 1_000_000 });
  });
});
