import fc from 'fast-check';
import * as v from 'valibot';
import { fulfilmentQuerySchema, orderMoveRequestSchema } from '../../../../api/editor/fulfilment-schemas.ts';
import { editorRefundsQuerySchema, refundSentSchema } from '../../../../api/editor/refunds.ts';
import { editorReturnsQuerySchema, returnDecisionSchema, returnReceivedSchema } from '../../../../api/editor/returns-schemas.ts';
import { editorOrdersQuerySchema, paymentDecisionSchema } from '../../../../api/editor/order-schemas.ts';
import { contactMessageSchema } from '../../../../src/lib/contract/contact.ts';
import { contentEditSchema, editorFindSchema, outletEditSchema, productEditSchema, skuEditSchema } from '../../../../src/lib/contract/editor.ts';
import {
  gatewayPostSchema,
  gatewaySessionRequestSchema,
  refundRequestQuerySchema,
  refundStatusQuerySchema,
  validationQuerySchema,
} from '../../../../src/lib/contract/gateway.ts';
import { uploadUuid } from '../../../../src/lib/contract/uploads.ts';
import { pathWith, type Endpoint } from './requests.ts';
import { someOf, type FuzzContext } from './endpoints-shop.ts';

/*
 * The endpoints outside `/api`'s key: the contact form (JSON and the no-JavaScript form), the
 * gateway's returns and IPN, the local gateway, the upload service and its CDN, images, health;
 * the editors' API behind its Bearer key; the catalogue behind Basic auth.
 */

/** The upload service's form fields (api/uploads/service.ts keeps its schemas to itself: these mirror them). */
const digits = v.pipe(v.string(), v.regex(/^(?:0|[1-9]\d{0,15})$/));
const uploadStartSchema = v.object({ UPLOADCARE_PUB_KEY: v.string(), filename: v.optional(v.string()), size: digits, part_size: v.optional(digits) });
const uploadCompleteSchema = v.object({ UPLOADCARE_PUB_KEY: v.string(), uuid: uploadUuid });
const uploadInfoSchema = v.object({ pub_key: v.string(), file_id: uploadUuid });
const uploadBaseSchema = v.object({ UPLOADCARE_PUB_KEY: v.string(), UPLOADCARE_STORE: v.optional(v.picklist(['auto', '0', '1'])) });
const mediaQuerySchema = v.object({ w: v.optional(v.picklist(['96', '160', '300', '400', '641'])) });

/** A no-JavaScript form's refusal: a 4xx, or the 303 back to its page with `error=`. */
const formRefused = (status: number, location: string | null) => status >= 400 || (status === 303 && /[?&]error=/.test(location ?? ''));
/** Whatever the answer: no crafted post carries the gateway's signature, so none may pay or fail an order. */
const always = () => true;

export function openEndpoints(ctx: FuzzContext, keys: { upload: string; store: { id: string; password: string } }): Endpoint[] {
  const contactRows = ['SELECT count(*) AS n FROM contact_messages'];
  const uploads = ['SELECT count(*) AS n FROM uploads'];
  const editorRows = ['SELECT count(*) AS n FROM editor_changes', 'SELECT id, name, name_bn, description FROM products ORDER BY id'];
  const storeHints = {
    UPLOADCARE_PUB_KEY: fc.constantFrom(keys.upload, 'wrong-key'),
    pub_key: fc.constantFrom(keys.upload, 'wrong-key'),
    uuid: someOf(ctx.uploadUuids, fc.uuid()),
    file_id: someOf(ctx.uploadUuids, fc.uuid()),
    size: fc.constantFrom('1', '2048', '6000000', '0', '99999999999'),
    part_size: fc.constantFrom('5242880', '1024', '1048576'),
    store_id: fc.constantFrom(keys.store.id, 'other-store'),
    store_passwd: fc.constantFrom(keys.store.password, 'wrong'),
    tran_id: someOf(ctx.invoiceIds.map((id) => `${id}-1`), fc.stringMatching(/^[A-Za-z0-9-]{1,30}$/)),
    success_url: fc.constant('https://shop.example/ok'),
    fail_url: fc.constant('https://shop.example/fail'),
    cancel_url: fc.constant('https://shop.example/cancel'),
    ipn_url: fc.constant(''),
  };
  const editorHints = { id: someOf(ctx.outletIds, fc.integer({ min: 1, max: 1_000 })) };
  return [
    { route: 'GET /health', method: 'GET', path: '/health', auth: 'none' },
    { route: 'POST /api/contact/messages (JSON)', method: 'POST', path: '/api/contact/messages', auth: 'none', body: { schema: contactMessageSchema }, stores: contactRows },
    { route: 'POST /api/contact/messages (form)', method: 'POST', path: '/api/contact/messages', auth: 'none', body: { schema: contactMessageSchema, as: 'form' }, stores: contactRows, errors: 'other', refused: formRefused },
    { route: 'POST /payments/return/{outcome}', method: 'POST', path: fc.constantFrom('/payments/return/success', '/payments/return/fail', '/payments/return/cancel'), auth: 'none', body: { schema: gatewayPostSchema, as: 'form' }, hints: storeHints, stores: ['SELECT id, status, payment_status FROM sales ORDER BY id'], refused: always },
    { route: 'POST /payments/ipn', method: 'POST', path: '/payments/ipn', auth: 'none', body: { schema: gatewayPostSchema, as: 'form' }, hints: storeHints, stores: ['SELECT id, status, payment_status FROM sales ORDER BY id'], refused: always },
    // The local test gateway: part of the API whenever no real gateway is configured.
    { route: 'POST /gateway/gwprocess/v4/api.php', method: 'POST', path: '/gateway/gwprocess/v4/api.php', auth: 'none', body: { schema: gatewaySessionRequestSchema, as: 'form' }, hints: storeHints, stores: ['SELECT count(*) AS n FROM gateway_transactions'] },
    { route: 'GET /gateway/pay/{key}', method: 'GET', path: pathWith('/gateway/pay/{}', ['missing-session']), auth: 'none', errors: 'other' },
    { route: 'POST /gateway/pay/{key}', method: 'POST', path: pathWith('/gateway/pay/{}', ['missing-session']), auth: 'none', body: { schema: v.object({ action: v.picklist(['pay', 'fail', 'cancel']), risky: v.optional(v.picklist(['0', '1'])) }), as: 'form' }, errors: 'other' },
    { route: 'GET /gateway/validator/…validationserverAPI.php', method: 'GET', path: '/gateway/validator/api/validationserverAPI.php', auth: 'none', query: validationQuerySchema, hints: storeHints },
    { route: 'GET /gateway/validator/…merchantTransIDvalidationAPI.php', method: 'GET', path: '/gateway/validator/api/merchantTransIDvalidationAPI.php', auth: 'none', query: v.union([refundRequestQuerySchema, refundStatusQuerySchema]), hints: storeHints },
    // The upload service (Uploadcare's protocol: its own error shape, 400s rather than 422s).
    { route: 'POST /upload/base/', method: 'POST', path: '/upload/base/', auth: 'none', body: { schema: uploadBaseSchema, as: 'multipart' }, hints: storeHints, errors: 'other', stores: uploads, runs: 20 },
    { route: 'POST /upload/multipart/start/', method: 'POST', path: '/upload/multipart/start/', auth: 'none', body: { schema: uploadStartSchema, as: 'form' }, hints: storeHints, errors: 'other', stores: uploads },
    { route: 'PUT /upload/multipart/part/{uuid}/{n}', method: 'PUT', path: pathWith('/upload/multipart/part/{}/1', ctx.uploadUuids), auth: 'none', query: v.object({ token: v.string() }), errors: 'other' },
    { route: 'POST /upload/multipart/complete/', method: 'POST', path: '/upload/multipart/complete/', auth: 'none', body: { schema: uploadCompleteSchema, as: 'form' }, hints: storeHints, errors: 'other', stores: uploads },
    { route: 'GET /upload/info/', method: 'GET', path: '/upload/info/', auth: 'none', query: uploadInfoSchema, hints: storeHints, errors: 'other' },
    { route: 'GET /ucarecdn/{uuid}/', method: 'GET', path: pathWith('/ucarecdn/{}/', ctx.uploadUuids), auth: 'none', errors: 'other' },
    // Images: drawing one takes a while, so few requests.
    { route: 'GET /media/{family}/{file}', method: 'GET', path: fc.oneof(fc.constantFrom(...ctx.mediaPaths), pathWith('/media/products/{}.webp', ['1-1'])), auth: 'none', query: mediaQuerySchema, runs: 12 },
    // The editors' API: its own Bearer key.
    { route: 'GET /api/editor/products', method: 'GET', path: '/api/editor/products', auth: 'editor', query: editorFindSchema },
    { route: 'PATCH /api/editor/products/{id}', method: 'PATCH', path: pathWith('/api/editor/products/{}', ctx.productIds.slice(0, 5)), auth: 'editor', body: { schema: productEditSchema }, stores: editorRows },
    { route: 'PATCH /api/editor/skus/{id}', method: 'PATCH', path: pathWith('/api/editor/skus/{}', ctx.skuIds.slice(0, 5)), auth: 'editor', body: { schema: skuEditSchema }, stores: ['SELECT count(*) AS n FROM editor_changes', 'SELECT * FROM skus ORDER BY id'] },
    { route: 'PUT /api/editor/content/{slug}', method: 'PUT', path: pathWith('/api/editor/content/{}', ctx.contentSlugs), auth: 'editor', body: { schema: contentEditSchema }, stores: ['SELECT count(*) AS n FROM editor_changes', 'SELECT * FROM content_pages ORDER BY slug'] },
    { route: 'PUT /api/editor/outlets/{id}', method: 'PUT', path: pathWith('/api/editor/outlets/{}', ctx.outletIds), auth: 'editor', body: { schema: outletEditSchema }, hints: editorHints, stores: ['SELECT count(*) AS n FROM editor_changes', 'SELECT * FROM outlets ORDER BY id'] },
    { route: 'GET /api/editor/orders', method: 'GET', path: '/api/editor/orders', auth: 'editor', query: editorOrdersQuerySchema },
    { route: 'POST /api/editor/orders/{id}/payment', method: 'POST', path: pathWith('/api/editor/orders/{}/payment', ctx.saleIds), auth: 'editor', body: { schema: paymentDecisionSchema }, stores: ['SELECT count(*) AS n FROM editor_changes', 'SELECT id, status, payment_status FROM sales ORDER BY id'] },
    { route: 'GET /api/editor/refunds', method: 'GET', path: '/api/editor/refunds', auth: 'editor', query: editorRefundsQuerySchema },
    { route: 'POST /api/editor/refunds/{id}/retry', method: 'POST', path: pathWith('/api/editor/refunds/{}/retry', [1]), auth: 'editor' },
    { route: 'POST /api/editor/refunds/{id}/sent', method: 'POST', path: pathWith('/api/editor/refunds/{}/sent', [1]), auth: 'editor', body: { schema: refundSentSchema }, stores: ['SELECT * FROM payment_refunds ORDER BY id'] },
    // Orders followed to the door and returns (issue 26 §4, §5).
    { route: 'GET /api/editor/orders/fulfilment', method: 'GET', path: '/api/editor/orders/fulfilment', auth: 'editor', query: fulfilmentQuerySchema },
    { route: 'POST /api/editor/orders/{id}/moves', method: 'POST', path: pathWith('/api/editor/orders/{}/moves', ctx.saleIds), auth: 'editor', body: { schema: orderMoveRequestSchema }, stores: ['SELECT count(*) AS n FROM editor_changes', 'SELECT id, status, payment_status FROM sales ORDER BY id', 'SELECT sum(stock) AS units FROM skus'] },
    { route: 'GET /api/editor/returns', method: 'GET', path: '/api/editor/returns', auth: 'editor', query: editorReturnsQuerySchema },
    { route: 'POST /api/editor/returns/{id}/decision', method: 'POST', path: pathWith('/api/editor/returns/{}/decision', [1]), auth: 'editor', body: { schema: returnDecisionSchema }, stores: ['SELECT * FROM returns ORDER BY id'] },
    { route: 'POST /api/editor/returns/{id}/received', method: 'POST', path: pathWith('/api/editor/returns/{}/received', [1]), auth: 'editor', body: { schema: returnReceivedSchema }, stores: ['SELECT * FROM returns ORDER BY id'] },
    { route: 'GET /api/editor/changes', method: 'GET', path: '/api/editor/changes', auth: 'editor' },
    { route: 'GET /api/editor/builds', method: 'GET', path: '/api/editor/builds', auth: 'editor' },
    { route: 'GET /editor', method: 'GET', path: '/editor', auth: 'none', errors: 'other' },
    // The catalogue service, behind Basic auth.
    { route: 'GET /api/v3/store/products/categories', method: 'GET', path: '/api/v3/store/products/categories', auth: 'basic' },
    { route: 'GET /api/v3/store/products/categories/{id}', method: 'GET', path: pathWith('/api/v3/store/products/categories/{}', [1, 2, 3]), auth: 'basic' },
  ].map((endpoint) => endpoint as Endpoint);
}
