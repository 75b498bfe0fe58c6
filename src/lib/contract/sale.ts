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
});
export type Sale = v.InferOutput<typeof saleSchema>;
