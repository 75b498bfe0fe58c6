import * as v from 'valibot';
import { bdt, isoInstant } from './common.ts';
import { couponCheckSchema } from './coupons.ts';
import { deliveryChoiceSchema, pricedLineSchema } from './checkout.ts';
import { ORDER_STATUSES } from './order-status.ts';
import { saleSummarySchema } from './sales.ts';
import { RECEIPT_RECEIVED_EVENT } from './uploads.ts';

/** Where an order goes, as it was when ordered (a later edit of the address book does not move it). */
export const shippingAddressSchema = v.object({
  label: v.string(),
  recipientName: v.string(),
  phone: v.string(),
  addressLine: v.string(),
  areaName: v.string(),
  districtName: v.string(),
  divisionName: v.string(),
  postcode: v.nullable(v.string()),
});
export type ShippingAddress = v.InferOutput<typeof shippingAddressSchema>;

/**
 * One move of an order as its shopper follows it (issue 26 §4): where it went and when; the move
 * into `shipped` also names the courier and the tracking number to follow the parcel with.
 */
export const saleTimelineEntrySchema = v.object({
  status: v.picklist(ORDER_STATUSES),
  at: isoInstant,
  courier: v.optional(v.string()),
  trackingNumber: v.optional(v.string()),
});
export type SaleTimelineEntry = v.InferOutput<typeof saleTimelineEntrySchema>;

/** One order in full: lines, money, delivery, every move it made, and whether it may be cancelled. */
export const saleSchema = v.object({
  ...saleSummarySchema.entries,
  lines: v.array(pricedLineSchema),
  subtotal: bdt,
  discount: bdt,
  deliveryCharge: bdt,
  coupon: v.nullable(couponCheckSchema),
  delivery: deliveryChoiceSchema,
  address: shippingAddressSchema,
  /** Expected delivery window: calendar dates (`2026-11-25`) in Dhaka. */
  expectedFrom: v.pipe(v.string(), v.isoDate()),
  expectedTo: v.pipe(v.string(), v.isoDate()),
  note: v.nullable(v.string()),
  history: v.array(v.object({ status: v.picklist([...ORDER_STATUSES, RECEIPT_RECEIVED_EVENT]), at: isoInstant })),
  canCancel: v.boolean(),
  /**
   * The order's moves, oldest first, without the receipt notes `history` also holds (issue 26 §4).
   * Optional: an API from before it answers without one, and the shop still reads that answer.
   */
  timeline: v.optional(v.array(saleTimelineEntrySchema)),
});
export type Sale = v.InferOutput<typeof saleSchema>;
