import type { ProductSummary } from '../product-summary.ts';
import { unlessAborted } from './latest-only.ts';

/** A search hit's stored data: its page, the record's meta and its filter values (records.ts). */
export interface HitData { url: string; meta: Record<string, string>; filters?: Record<string, string[]> }
/** A search hit as Pagefind's browser API answers it: `words`, where the record's content matched. */
export interface Hit { id: string; words?: number[]; data(): Promise<HitData> }

/**
 * The cards of `hits`, in order (a hit already being read is passed in `reading`); `null` when
 * `signal` aborts first: a newer search no longer waits for them.
 */
export async function cardsOf(hits: readonly Hit[], signal: AbortSignal, reading?: ReadonlyMap<Hit, Promise<HitData>>): Promise<ProductSummary[] | null> {
  const data = await unlessAborted(Promise.all(hits.map((hit) => reading?.get(hit) ?? hit.data())), signal);
  if (!data) return null;
  return data.flatMap((entry) => cardOf(entry) ?? []);
}

/** A hit's card (its record's summary); null for a page indexed without one, which is not a product. */
export function cardOf(data: HitData): ProductSummary | null {
  try {
    return JSON.parse(data.meta['summary'] ?? '') as ProductSummary;
  } catch {
    return null;
  }
}
