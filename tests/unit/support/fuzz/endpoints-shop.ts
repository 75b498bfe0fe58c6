import fc from 'fast-check';
import * as v from 'valibot';
import * as contract from '../../../../src/lib/contract/index.ts';
import { articleQuerySchema, articleSearchSchema } from '../../../../src/lib/contract/articles.ts';
import { contentQuerySchema } from '../../../../src/lib/contract/site-content.ts';
import { attachmentsRequestSchema, fileUploadFieldsSchema, fileUploadQuerySchema } from '../../../../src/lib/contract/upload-requests.ts';
import { variantImageQuerySchema } from '../../../../src/lib/contract/variant-images.ts';
import { wishlistSearchSchema } from '../../../../src/lib/contract/wishlist-search.ts';
import type { Hints } from './schema-arbitrary.ts';
import type { Endpoint } from './requests.ts';

/*
 * The shop's endpoints (`/api/*` behind `X-API-KEY`, some for a signed-in customer), each with the
 * contract schema of its query and body (api/app.ts and api/resources/*), hints of real ids, and
 * the rows it writes (which a refused request must leave alone).
 */

/** Real records the fuzzer's requests may name (made by fuzz-api.test.ts before the run). */
export interface FuzzContext {
  /** The shopper: an address and orders of every payment method. */
  shopper: { id: number; token: string; addressId: number };
  /** A customer whose profile, addresses, wishlist and subscription the fuzzer edits. */
  profile: { id: number; token: string; email: string; addressId: number };
  /** A customer whose password the fuzzer tries to change. */
  password: { id: number; token: string };
  skuIds: number[];
  skuCodes: string[];
  /** Products with one of their skus' codes, as a wishlist keeps them. */
  options: { itemId: number; skuCode: string }[];
  /** The e-mail and password of a customer who may sign in (the shopper). */
  credentials: { email: string; password: string };
  productIds: number[];
  saleIds: number[];
  invoiceIds: string[];
  uploadUuids: string[];
  mediaPaths: string[];
  outletIds: number[];
  contentSlugs: string[];
}

/** Real values for a field, or now and then a made-up one. */
export const someOf = <T>(real: readonly T[], made: fc.Arbitrary<T>): fc.Arbitrary<T> =>
  real.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...real) }, { weight: 1, arbitrary: made }) : made;

/** Hints for every endpoint: good phones, places and ids of records that exist. */
export function hintsOf(ctx: FuzzContext): Hints {
  const id = fc.integer({ min: 1, max: 1_000_000 });
  return {
    phone: fc.constantFrom('01712345678', '+8801812345678', '01912-345678', '8801612345678', '0171234567'),
    divisionId: fc.constantFrom(6, 1, 9),
    districtId: fc.constantFrom(47, 1, 70),
    upazilaId: fc.constantFrom(null, 1, 2),
    cityAreaId: fc.constantFrom(null, 12, 13),
    skuId: someOf(ctx.skuIds, id),
    skuIds: fc.array(someOf(ctx.skuIds, id), { minLength: 1, maxLength: 5 }),
    itemId: someOf(ctx.productIds, id),
    productId: someOf(ctx.productIds, id),
    skuCode: someOf(ctx.skuCodes, fc.string({ minLength: 1, maxLength: 20 })),
    saleId: someOf(ctx.saleIds, id),
    invoiceId: someOf(ctx.invoiceIds, fc.stringMatching(/^[A-Z0-9-]{4,20}$/)),
    order: someOf(ctx.invoiceIds, fc.stringMatching(/^[A-Z0-9-]{4,20}$/)),
    uuid: someOf(ctx.uploadUuids, fc.uuid()),
    code: fc.constantFrom('WELCOME10', 'NOPE', 'EID500', 'flat-50'),
    coupon: fc.constantFrom(null, 'WELCOME10', 'NOPE', 'flat-50'),
    postcode: fc.constantFrom(null, '', '1207', ' 4000 ', '12345'),
    contact: fc.constantFrom('01712-345678', '+8801812345678', 'nusrat@example.com', 'nobody'),
    // Order lines: distinct skus (the contract's check), a few units of each.
    items: fc.uniqueArray(fc.record({ skuId: someOf(ctx.skuIds, id), quantity: fc.integer({ min: 1, max: 3 }) }), { selector: (line) => line.skuId, minLength: 1, maxLength: 3 }),
  };
}

/** A place the address rules take: Dhaka city (a city area) or Cumilla's Debidwar (an upazila). */
const PLACES = [
  { divisionId: 6, districtId: 47, cityAreaId: 12, upazilaId: null },
  { divisionId: 1, districtId: 1, upazilaId: 1, cityAreaId: null },
];

const sales = (customerId: number) => [`SELECT id, status, payment_status, payment_method FROM sales WHERE customer_id = ${customerId} ORDER BY id`];

export function shopEndpoints(ctx: FuzzContext): Endpoint[] {
  const { shopper, profile, password } = ctx;
  const idempotency = fc.stringMatching(/^[A-Za-z0-9_-]{16,40}$/).map((key) => ({ 'Idempotency-Key': key }));
  const ownAddresses = [`SELECT * FROM addresses WHERE customer_id = ${profile.id} ORDER BY id`];
  const ownWishlist = [`SELECT * FROM wishlist_items WHERE customer_id = ${profile.id} ORDER BY id`];
  const addressHints = { id: someOf([profile.addressId], fc.integer({ min: 1, max: 1_000_000 })) };
  const list: Endpoint[] = [
    { route: 'GET /api/v3/items/joined', method: 'GET', path: '/api/v3/items/joined', auth: 'key', query: contract.productQuerySchema },
    { route: 'POST /api/items/linked/search', method: 'POST', path: '/api/items/linked/search', auth: 'key', body: { schema: contract.linkedSearchSchema } },
    { route: 'POST /api/stocks/items/skus/search', method: 'POST', path: '/api/stocks/items/skus/search', auth: 'key', body: { schema: contract.skuStockQuerySchema } },
    { route: 'POST /api/global/discounts/search', method: 'POST', path: '/api/global/discounts/search', auth: 'key', body: { schema: contract.discountSearchSchema, as: 'search' } },
    { route: 'GET /api/cms/attrs/text', method: 'GET', path: '/api/cms/attrs/text', auth: 'key' },
    { route: 'GET /api/cms/sliders/images', method: 'GET', path: '/api/cms/sliders/images', auth: 'key' },
    { route: 'POST /api/cms/articles/search', method: 'POST', path: '/api/cms/articles/search', auth: 'key', body: { schema: articleSearchSchema, as: 'search' } },
    { route: 'GET /api/items/cms/variants/images', method: 'GET', path: '/api/items/cms/variants/images', auth: 'key', query: variantImageQuerySchema },
    { route: 'GET /api/v2/items/content/articles', method: 'GET', path: '/api/v2/items/content/articles', auth: 'key', query: articleQuerySchema },
    { route: 'GET /api/v2/items/content', method: 'GET', path: '/api/v2/items/content', auth: 'key', query: contentQuerySchema },
    { route: 'GET /api/v2/items/content/bullets', method: 'GET', path: '/api/v2/items/content/bullets', auth: 'key', query: contentQuerySchema },
    { route: 'GET /api/outlets', method: 'GET', path: '/api/outlets', auth: 'key' },
    { route: 'GET /api/qrs', method: 'GET', path: '/api/qrs', auth: 'key' },
    { route: 'GET /api/currencies/conversions', method: 'GET', path: '/api/currencies/conversions', auth: 'key', query: contract.pageQuerySchema },
    { route: 'GET /api/delivery/zones', method: 'GET', path: '/api/delivery/zones', auth: 'key' },
    { route: 'POST /api/discount/coupons/search', method: 'POST', path: '/api/discount/coupons/search', auth: 'key', body: { schema: contract.couponSearchSchema, as: 'search' } },
    { route: 'GET /api/discount/coupons/apply', method: 'GET', path: '/api/discount/coupons/apply', auth: 'key', query: contract.couponApplyQuerySchema },
    // Accounts: sign-up, sign-in and forgot are rate limited per address (429 is an answer); their checks come first.
    { route: 'POST /api/signup', method: 'POST', path: '/api/signup', auth: 'key', body: { schema: contract.signUpSchema }, stores: ['SELECT count(*) AS n FROM customers'] },
    // Signing in with a phone (issue 26 §2): a refused code makes no account.
    { route: 'POST /api/phone-codes', method: 'POST', path: '/api/phone-codes', auth: 'key', body: { schema: contract.phoneCodeRequestSchema } },
    { route: 'POST /api/signin/phone', method: 'POST', path: '/api/signin/phone', auth: 'key', body: { schema: contract.phoneSignInSchema }, stores: ['SELECT count(*) AS n FROM customers'] },
    {
      route: 'POST /api/signin/customers', method: 'POST', path: '/api/signin/customers', auth: 'key', body: { schema: contract.signInSchema },
      fill: fc.constant(ctx.credentials), stores: ['SELECT count(*) AS n FROM sessions'],
    },
    { route: 'POST /api/forgot', method: 'POST', path: '/api/forgot', auth: 'key', body: { schema: contract.forgotPasswordSchema }, stores: ['SELECT count(*) AS n FROM password_resets'] },
    {
      route: 'POST /api/auth/change', method: 'POST', path: '/api/auth/change', auth: 'key', headers: fc.constant({ 'X-AUTH-TOKEN': password.token }),
      body: { schema: v.union([contract.changePasswordSchema, contract.resetPasswordSchema]) },
      stores: [`SELECT password_hash FROM customers WHERE id = ${password.id}`, `SELECT count(*) AS n FROM sessions WHERE customer_id = ${password.id}`],
    },
    // A made-up session only: signing the fuzzer's own customers out would end the run's sessions.
    { route: 'POST /api/auth/signout', method: 'POST', path: '/api/auth/signout', auth: 'key', headers: fc.option(fc.string({ maxLength: 60 }).map(encodeURIComponent), { nil: undefined }).map((token) => (token ? { 'X-AUTH-TOKEN': token } : {})) },
    { route: 'GET /api/customers', method: 'GET', path: '/api/customers', auth: 'customer' },
    { route: 'PUT /api/customers', method: 'PUT', path: '/api/customers', auth: 'customer', body: { schema: contract.customerUpdateSchema }, stores: [`SELECT name, phone FROM customers WHERE id = ${profile.id}`] },
    { route: 'POST /api/emails/subscriptions', method: 'POST', path: '/api/emails/subscriptions', auth: 'customer', body: { schema: contract.subscriptionChangeSchema }, hints: { email: fc.constantFrom(profile.email, 'someone@example.com') }, stores: ['SELECT * FROM email_subscriptions ORDER BY email'] },
    { route: 'GET /api/emails/subscriptions', method: 'GET', path: '/api/emails/subscriptions', auth: 'customer', query: contract.subscriptionQuerySchema },
    { route: 'PUT /api/customers/phone', method: 'PUT', path: '/api/customers/phone', auth: 'customer', body: { schema: contract.signInPhoneSchema }, stores: ['SELECT id, sign_in_phone, phone FROM customers ORDER BY id'] },
    { route: 'POST /api/addresses', method: 'POST', path: '/api/addresses', auth: 'customer', body: { schema: contract.addressCreateSchema }, fill: fc.constantFrom(...PLACES), stores: ownAddresses },
    { route: 'PUT /api/addresses', method: 'PUT', path: '/api/addresses', auth: 'customer', body: { schema: contract.addressUpdateSchema }, hints: addressHints, fill: fc.constantFrom(...PLACES), stores: ownAddresses },
    { route: 'POST /api/addresses/search', method: 'POST', path: '/api/addresses/search', auth: 'customer', body: { schema: contract.addressSearchSchema, as: 'search' } },
    { route: 'DELETE /api/addresses', method: 'DELETE', path: '/api/addresses', auth: 'customer', query: contract.idQuerySchema, hints: { id: fc.integer({ min: 1, max: 1_000_000 }) }, stores: ownAddresses },
    { route: 'POST /api/wishlists/items', method: 'POST', path: '/api/wishlists/items', auth: 'customer', body: { schema: contract.wishlistAddSchema }, fill: fc.constantFrom(...ctx.options), stores: ownWishlist },
    { route: 'DELETE /api/wishlists/items', method: 'DELETE', path: '/api/wishlists/items', auth: 'customer', query: contract.idQuerySchema, stores: ownWishlist },
    { route: 'POST /api/wishlists/items/search', method: 'POST', path: '/api/wishlists/items/search', auth: 'customer', body: { schema: wishlistSearchSchema, as: 'search' } },
    // Orders: the shopper's, with a cash-on-delivery, a card and a pay-later order to name.
    { route: 'POST /api/checkouts/quote', method: 'POST', path: '/api/checkouts/quote', auth: 'customer', body: { schema: contract.quoteRequestSchema }, hints: { addressId: someOf([shopper.addressId], fc.integer({ min: 1, max: 99 })) } },
    {
      route: 'POST /api/checkouts', method: 'POST', path: '/api/checkouts', auth: 'customer', headers: idempotency, body: { schema: contract.checkoutRequestSchema },
      hints: { addressId: someOf([shopper.addressId], fc.integer({ min: 1, max: 99 })) },
      stores: ['SELECT count(*) AS n FROM sales', 'SELECT sum(stock) AS units FROM skus'],
    },
    { route: 'POST /api/sales', method: 'POST', path: '/api/sales', auth: 'customer', body: { schema: contract.saleSearchSchema, as: 'search' } },
    { route: 'GET /api/sales', method: 'GET', path: '/api/sales', auth: 'customer', query: contract.saleIdQuerySchema, hints: { id: someOf(ctx.saleIds, fc.integer({ min: 1, max: 1_000_000 })) } },
    { route: 'PATCH /api/sales/payments/attachments', method: 'PATCH', path: '/api/sales/payments/attachments', auth: 'customer', body: { schema: attachmentsRequestSchema }, stores: ['SELECT * FROM sale_attachments ORDER BY upload_uuid'] },
    { route: 'GET /api/payments', method: 'GET', path: '/api/payments', auth: 'customer', query: contract.invoiceQuerySchema },
    // Returns (issue 26 §5): the shopper's orders are not delivered, so every request is refused and asks nothing back.
    { route: 'GET /api/sales/returns', method: 'GET', path: '/api/sales/returns', auth: 'customer', query: contract.returnsQuerySchema },
    { route: 'POST /api/sales/returns', method: 'POST', path: '/api/sales/returns', auth: 'customer', body: { schema: contract.returnRequestSchema }, stores: ['SELECT count(*) AS n FROM returns'] },
    { route: 'POST /api/payments/sessions', method: 'POST', path: '/api/payments/sessions', auth: 'customer', query: contract.invoiceQuerySchema, stores: ['SELECT count(*) AS n FROM payment_sessions'], runs: 15 },
    {
      route: 'POST /api/files', method: 'POST', path: '/api/files', auth: 'customer', query: fileUploadQuerySchema, body: { schema: fileUploadFieldsSchema, as: 'multipart' },
      stores: ['SELECT count(*) AS n FROM uploads'], runs: 20,
    },
    // Last of the orders' routes: a move ends an order the ones above still name.
    { route: 'PATCH /api/payments/cash-on-delivery', method: 'PATCH', path: '/api/payments/cash-on-delivery', auth: 'customer', query: contract.invoiceQuerySchema, stores: sales(shopper.id) },
    { route: 'PATCH /api/sales', method: 'PATCH', path: '/api/sales', auth: 'customer', query: contract.saleIdQuerySchema, hints: { id: someOf(ctx.saleIds, fc.integer({ min: 1, max: 1_000_000 })) }, stores: sales(shopper.id) },
    ...(['confirm', 'cancel', 'failure'] as const).map((move): Endpoint => ({
      route: `PATCH /api/checkouts/${move}`, method: 'PATCH', path: `/api/checkouts/${move}`, auth: 'customer', query: contract.invoiceQuerySchema, stores: sales(shopper.id),
    })),
  ];
  // The profile customer's own routes act as that customer; the orders' as the shopper.
  const ofProfile = /^\w+ \/api\/(?:customers|emails|addresses|wishlists)/;
  return list.map((endpoint) => (endpoint.auth === 'customer' ? { ...endpoint, token: ofProfile.test(endpoint.route) ? profile.token : shopper.token } : endpoint));
}
