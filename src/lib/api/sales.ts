import type { Page } from '../contract/common.ts';
import { salePageSchema, type SaleSearch, type SaleSummary } from '../contract/sales.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** A page of the signed-in customer's orders, newest first (`POST /api/sales`); a read, so retried. */
export function searchSales(client: ApiClient, search: SaleSearch = {}): Promise<ApiResult<Page<SaleSummary>>> {
  return client.request('POST', '/api/sales', { body: search, schema: salePageSchema, retry: true });
}
