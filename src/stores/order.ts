import { atom } from 'nanostores';
import { cancelSale, fetchSale } from '../lib/api/sale.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { Sale } from '../lib/contract/sale.ts';
import { apiClient } from './api-client.ts';

/* One of the customer's orders with its history (issue 11 §4), and cancelling it. */

/** One order: `missing` when it is not the customer's (or not at all). */
export interface OrderView {
  status: 'loading' | 'ready' | 'missing' | 'failed';
  sale: Sale | null;
  error: string;
}

export const $order = atom<OrderView>({ status: 'loading', sale: null, error: '' });

/** Reads the order `id`. */
export async function loadOrder(id: number): Promise<void> {
  const result = await fetchSale(apiClient(), id);
  if (result.ok) $order.set({ status: 'ready', sale: result.body, error: '' });
  else $order.set({ ...$order.get(), status: result.status === 404 ? 'missing' : 'failed', error: result.error.message });
}

/** Cancels the order `id`; whatever the answer, the order shown is read again (a 409 means it moved on). */
export async function cancelOrder(id: number): Promise<ApiResult<Sale>> {
  const result = await cancelSale(apiClient(), id);
  if (result.ok) $order.set({ status: 'ready', sale: result.body, error: '' });
  else await loadOrder(id);
  return result;
}
