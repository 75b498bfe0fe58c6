import { saleSchema, type Sale } from '../contract/sale.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** One of the signed-in customer's orders with its history (`GET /api/sales?id=`); another's is a 404. */
export function fetchSale(client: ApiClient, id: number): Promise<ApiResult<Sale>> {
  return client.request('GET', '/api/sales', { query: { id }, schema: saleSchema });
}

/** Cancels an order while it may be (`PATCH /api/sales?id=`); too late is a 409. */
export function cancelSale(client: ApiClient, id: number): Promise<ApiResult<Sale>> {
  return client.request('PATCH', '/api/sales', { query: { id }, schema: saleSchema });
}
