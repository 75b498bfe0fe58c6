import * as v from 'valibot';
import { httpUrl } from './common.ts';

/*
 * The SSLCommerz v4 wire (issue 12), as read from the official clients (`sslcommerz-lts`, the PHP
 * library): the session call, what the gateway posts back, and the validation answer. Values are
 * form fields, so strings. The API and its local gateway validate with these; no page loads them.
 */

/** Money as the gateway writes it: taka with at most two decimals (`1250.5`, `1250.50`). */
export const gatewayAmount = v.pipe(v.string(), v.regex(/^(?:0|[1-9]\d{0,8})(?:\.\d{1,2})?$/, 'Expected an amount like 1250.00'));

/** A transaction id: the order's invoice number and the session's number (`KL-20261123-000042-1`). */
export const tranIdSchema = v.pipe(v.string('Missing tran_id'), v.regex(/^[A-Za-z0-9-]{1,30}$/, 'Not a transaction id'));

const formValue = v.pipe(v.string(), v.maxLength(1000));

/**
 * What the gateway posts to the success, fail and cancel URLs and to the IPN: every field is kept
 * (the signature covers the ones `verify_key` lists), the ones the API reads are checked.
 */
export const gatewayPostSchema = v.objectWithRest(
  {
    tran_id: tranIdSchema,
    val_id: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9]{1,60}$/, 'Not a validation id'))),
    status: v.optional(formValue),
    verify_sign: v.optional(v.pipe(v.string(), v.regex(/^[a-f0-9]{32}$/i, 'Not a signature'))),
    verify_key: v.optional(formValue),
  },
  formValue,
);
export type GatewayPost = v.InferOutput<typeof gatewayPostSchema>;

/** The answer of the session call (`POST …/gwprocess/v4/api.php`). */
export const gatewaySessionAnswerSchema = v.looseObject({
  status: v.string(),
  failedreason: v.optional(v.string()),
  sessionkey: v.optional(v.string()),
  GatewayPageURL: v.optional(v.string()),
});

/** The answer of the validation API (`…/validator/api/validationserverAPI.php?val_id=…`). */
export const validationAnswerSchema = v.looseObject({
  status: v.string(),
  tran_id: v.optional(v.string()),
  val_id: v.optional(v.string()),
  amount: v.optional(v.string()),
  currency: v.optional(v.string()),
  /** The currency the merchant asked for, and the amount in it (`currency`/`amount` are what settles). */
  currency_type: v.optional(v.string()),
  currency_amount: v.optional(v.string()),
  /** 0 safe, 1 risky: a risky payment waits for the merchant's review. */
  risk_level: v.optional(v.union([v.string(), v.number()])),
  /** The bank's id of the payment: what a refund names. */
  bank_tran_id: v.optional(v.string()),
  APIConnect: v.optional(v.string()),
});
export type ValidationAnswer = v.InferOutput<typeof validationAnswerSchema>;

/** The session call as the local gateway takes it (a form: urlencoded or multipart, as `sslcommerz-lts` sends). */
export const gatewaySessionRequestSchema = v.objectWithRest(
  {
    store_id: v.pipe(v.string('Missing store_id'), v.minLength(1, 'Missing store_id')),
    store_passwd: v.pipe(v.string('Missing store_passwd'), v.minLength(1, 'Missing store_passwd')),
    total_amount: gatewayAmount,
    currency: v.picklist(['BDT'], 'Only BDT is taken'),
    tran_id: tranIdSchema,
    success_url: httpUrl,
    fail_url: httpUrl,
    cancel_url: httpUrl,
    ipn_url: v.optional(v.union([v.literal(''), httpUrl])),
    cus_name: v.pipe(v.string('Missing cus_name'), v.minLength(1, 'Missing cus_name'), v.maxLength(100)),
  },
  formValue,
);

/** The validation call's query (GET, or a POST carrying the query string, as `sslcommerz-lts` sends it). */
export const validationQuerySchema = v.object({
  val_id: v.pipe(v.string('Missing val_id'), v.regex(/^[A-Za-z0-9]{1,60}$/, 'Not a validation id')),
  store_id: v.string('Missing store_id'),
  store_passwd: v.string('Missing store_passwd'),
});

/*
 * Refunds (issue 22 §3): SSLCommerz's refund API, `GET …/validator/api/merchantTransIDvalidationAPI.php`
 * with `bank_tran_id`, `refund_amount`, `refund_remarks`, `refe_id` to start one, or with
 * `refund_ref_id` to ask how it stands (`sslcommerz-lts`'s `initiateRefund` and `refundQuery`).
 */

/** The answer to a refund's start: `success` (started), `processing` (started before), `failed`. */
export const refundAnswerSchema = v.looseObject({
  APIConnect: v.optional(v.string()),
  status: v.optional(v.string()),
  refund_ref_id: v.optional(v.nullable(v.string())),
  errorReason: v.optional(v.nullable(v.string())),
});
export type RefundAnswer = v.InferOutput<typeof refundAnswerSchema>;

/** The answer to a refund's query: `refunded`, `processing` or `cancelled`. */
export const refundQueryAnswerSchema = refundAnswerSchema;

const storeCredentials = { store_id: v.string('Missing store_id'), store_passwd: v.string('Missing store_passwd') };

/** A refund's start as the local gateway takes it. */
export const refundRequestQuerySchema = v.object({
  ...storeCredentials,
  bank_tran_id: v.pipe(v.string('Missing bank_tran_id'), v.regex(/^[A-Za-z0-9]{1,80}$/, 'Not a bank transaction id')),
  refund_amount: gatewayAmount,
  refund_remarks: v.optional(formValue),
  refe_id: v.optional(formValue),
});

/** A refund's query as the local gateway takes it. */
export const refundStatusQuerySchema = v.object({
  ...storeCredentials,
  refund_ref_id: v.pipe(v.string('Missing refund_ref_id'), v.regex(/^[A-Za-z0-9]{1,80}$/, 'Not a refund reference')),
});
