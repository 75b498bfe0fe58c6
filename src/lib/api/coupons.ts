import { couponPageSchema, type Coupon, type CouponApplyQuery } from '../contract/checkout-input.ts';
import { couponCheckSchema, type CouponCheck } from '../contract/coupons.ts';
import type { Page } from '../contract/common.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** The coupons running now (`POST /api/discount/coupons/search`); a read, so retried. */
export function searchCoupons(client: ApiClient): Promise<ApiResult<Page<Coupon>>> {
  return client.request('POST', '/api/discount/coupons/search', { body: {}, schema: couponPageSchema, retry: true });
}

/** What a coupon would take off a subtotal, or why not (`GET /api/discount/coupons/apply?code=&subtotal=`). */
export function applyCoupon(client: ApiClient, query: CouponApplyQuery): Promise<ApiResult<CouponCheck>> {
  return client.request('GET', '/api/discount/coupons/apply', { query: { code: query.code, subtotal: query.subtotal }, schema: couponCheckSchema });
}
