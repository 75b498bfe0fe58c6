import { saleReturnSchema, saleReturnsSchema, type ReturnRequest, type SaleReturn, type SaleReturns } from '../contract/returns.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** What of one of the customer's orders may still go back, and its returns (`GET /api/sales/returns?saleId=`, issue 26 §5). */
export function fetchReturns(client: ApiClient, saleId: number): Promise<ApiResult<SaleReturns>> {
  return client.request('GET', '/api/sales/returns', { query: { saleId }, schema: saleReturnsSchema });
}

/** Asks to return units of a delivered order (`POST /api/sales/returns`, 201); a line over what is left is a 422 on it. */
export function askReturn(client: ApiClient, request: ReturnRequest): Promise<ApiResult<SaleReturn>> {
  return client.request('POST', '/api/sales/returns', { body: request as unknown as Record<string, unknown>, schema: saleReturnSchema });
}
