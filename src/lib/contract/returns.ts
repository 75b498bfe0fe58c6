import * as v from 'valibot';
import { bdt, isoInstant, positiveInteger, queryInteger } from './common.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.ts';
import { uploadUuid } from './uploads.ts';

/*
 * Returns within 7 days of delivery (issue 26 §5), as the shop and the API speak of them. From an
 * order's page (/details) the shopper asks to send back some or all of its lines with a reason
 * (and photos, uploaded as receipts are); the merchant accepts or refuses with a note; an accepted
 * return is refunded once its parcel is back. `GET /api/sales/returns?saleId=` says what can still
 * be returned and until when (or why nothing can), and lists the order's returns.
 */

/** How long after its delivery an order may be returned. */
export const RETURN_WINDOW_DAYS = 7;
/** Most photos one return carries. */
export const MAX_RETURN_PHOTOS = 5;
/** Longest reason a shopper may write. */
export const MAX_RETURN_REASON = 1000;

/** Where a return stands: asked, accepted (the parcel is on its way back), refused, or received (and refunded). */
export const RETURN_STATES = ['requested', 'accepted', 'refused', 'received'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** How a refund goes back: through the payment gateway (a card payment), or by the merchant's hand (bKash, Nagad, bank). */
export const REFUND_CHANNELS = ['gateway', 'manual'] as const;
export type ReturnRefundChannel = (typeof REFUND_CHANNELS)[number];

/** A reason: free text of several lines, no other control characters, trimmed, not empty. */
const reasonText = v.pipe(
  v.string('Say why you are returning it'),
  v.check((text) => !/[^\P{Cc}\n\r\t]/u.test(text), 'Must not contain control characters'),
  v.trim(),
  v.nonEmpty('Say why you are returning it'),
  v.maxLength(MAX_RETURN_REASON, `At most ${MAX_RETURN_REASON} characters`),
);

/** `POST /api/sales/returns`: which units of which of the order's lines go back, why, and photos uploaded first. */
export const returnRequestSchema = v.strictObject({
  saleId: positiveInteger,
  lines: v.pipe(
    v.array(
      v.strictObject({
        /** The order line's sku (an order holds each sku once). */
        skuId: positiveInteger,
        quantity: v.pipe(positiveInteger, v.maxValue(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY}`)),
      }),
    ),
    v.minLength(1, 'Choose what to return'),
    v.maxLength(MAX_CART_LINES, `At most ${MAX_CART_LINES} lines`),
    v.check((lines) => new Set(lines.map((line) => line.skuId)).size === lines.length, 'Each item may appear once'),
  ),
  reason: reasonText,
  /** Upload ids (the upload service's `uuid`) of photos of the items. */
  photos: v.optional(
    v.pipe(
      v.array(uploadUuid),
      v.maxLength(MAX_RETURN_PHOTOS, `At most ${MAX_RETURN_PHOTOS} photos`),
      v.check((uuids) => new Set(uuids).size === uuids.length, 'Each photo may appear once'),
    ),
    [],
  ),
});
export type ReturnRequest = v.InferInput<typeof returnRequestSchema>;

/** `GET /api/sales/returns?saleId=`. */
export const returnsQuerySchema = v.object({ saleId: v.pipe(queryInteger, v.minValue(1)) });

/** One line of a return: the order line's sku, what it is, how many go back, at what unit price. */
export const returnLineSchema = v.object({
  skuId: positiveInteger,
  name: v.string(),
  /** The name and options in Bangla as ordered (issue 24 §4), where there are some. */
  nameBn: v.optional(v.string()),
  skuCode: v.string(),
  options: v.string(),
  optionsBn: v.optional(v.string()),
  quantity: positiveInteger,
  unitPrice: bdt,
});

/** A photo of a return, with a link minted for this answer (an hour long, as receipts' links). */
export const returnPhotoSchema = v.object({
  uuid: uploadUuid,
  name: v.string(),
  mimeType: v.string(),
  cdnUrl: v.string(),
});

/** The refund of a received return: what, how it goes back, when it was recorded. */
export const returnRefundSchema = v.object({
  amount: bdt,
  currency: v.literal('BDT'),
  channel: v.picklist(REFUND_CHANNELS),
  refundedAt: isoInstant,
});

/** A return as its shopper follows it. */
export const saleReturnSchema = v.object({
  id: positiveInteger,
  saleId: positiveInteger,
  invoiceId: v.string(),
  state: v.picklist(RETURN_STATES),
  reason: v.string(),
  lines: v.array(returnLineSchema),
  photos: v.array(returnPhotoSchema),
  /** The merchant's words with their decision (why it was refused, how to send it back). */
  merchantNote: v.nullable(v.string()),
  requestedAt: isoInstant,
  decidedAt: v.nullable(isoInstant),
  receivedAt: v.nullable(isoInstant),
  refund: v.nullable(returnRefundSchema),
});
export type SaleReturn = v.InferOutput<typeof saleReturnSchema>;

/**
 * Why no return can be asked now, for the page to say instead of the button:
 * - `not_delivered`: the order has not reached the shopper (yet);
 * - `window_closed`: the 7 days after delivery are over (`closedAt` says when they ended);
 * - `nothing_left`: every unit delivered is in a return already;
 * - `return_pending`: a return of this order waits for the shop's decision.
 */
export const RETURN_UNAVAILABLE_CODES = ['not_delivered', 'window_closed', 'nothing_left', 'return_pending'] as const;
export type ReturnUnavailableCode = (typeof RETURN_UNAVAILABLE_CODES)[number];

/** `GET /api/sales/returns?saleId=`: what may go back now and until when, or why nothing may; and the order's returns, newest first. */
export const saleReturnsSchema = v.object({
  saleId: positiveInteger,
  deliveredAt: v.nullable(isoInstant),
  returnable: v.nullable(
    v.object({
      /** When returns close: 7 days after delivery (an instant; show it as a Dhaka date and time). */
      until: isoInstant,
      /** Each line with units left to return. */
      lines: v.array(v.object({ skuId: positiveInteger, quantity: positiveInteger })),
    }),
  ),
  unavailable: v.nullable(
    v.object({
      code: v.picklist(RETURN_UNAVAILABLE_CODES),
      message: v.string(),
      /** `window_closed` only: when the window closed. */
      closedAt: v.optional(isoInstant),
    }),
  ),
  returns: v.array(saleReturnSchema),
});
export type SaleReturns = v.InferOutput<typeof saleReturnsSchema>;
