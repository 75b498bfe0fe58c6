import { atom } from 'nanostores';
import { searchSales } from '../lib/api/sales.ts';
import type { Page } from '../lib/contract/common.ts';
import type { SaleSummary } from '../lib/contract/sales.ts';
import { apiClient } from './api-client.ts';

/*
 * The customer's order history (issue 11 §4), a page at a time; one order is `order.ts`. Read from
 * the API each time it is shown: an order moves on the shop's side (confirmed, shipped).
 */

/** Orders per page of the history. */
export const ORDERS_PAGE_SIZE = 10;

/** A page of the history: `loading` until its answer; `failed` keeps the message. */
export interface OrderHistory {
  status: 'loading' | 'ready' | 'failed';
  page: Page<SaleSummary> | null;
  error: string;
}

export const $orderHistory = atom<OrderHistory>({ status: 'loading', page: null, error: '' });

/** Reads page `page` of the history. */
export async function loadOrders(page = 1): Promise<void> {
  $orderHistory.set({ ...$orderHistory.get(), status: 'loading' });
  const result = await searchSales(apiClient(), { page, size: ORDERS_PAGE_SIZE });
  $orderHistory.set(result.ok ? { status: 'ready', page: result.body, error: '' } : { ...$orderHistory.get(), status: 'failed', error: result.error.message });
}

