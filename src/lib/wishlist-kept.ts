import { WISHLIST_KEPT_KEY, WISHLIST_PENDING_KEY } from './site.ts';

export { forgetKept } from './site.ts';

/*
 * What this device remembers of which products the signed-in customer keeps: the hearts' pressed
 * state. A page with hearts paints them from it instead of loading the wishlist code and the API
 * client to ask (about 5 KB of JavaScript on every grid a customer browses); the code loads at the
 * first press, which asks the API afresh. One customer's record is never shown to another
 * (`userId`), a sign-out forgets it, and it is asked again once it is `KEPT_FRESH_MS` old.
 */

/** How long a record is trusted before the hearts ask the API again (the list may change on another device). */
export const KEPT_FRESH_MS = 10 * 60 * 1000;
/** Products remembered at most: as many as the card hearts read (`MAX_KEPT_FOR_HEARTS`). */
const MAX_PRODUCTS = 250;

/** Wishlist ids by product id: the items a customer keeps of each product. */
export type KeptItems = Map<number, number[]>;

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/*
 * Checked by hand rather than with the contract's valibot: this file loads with every grid's hearts,
 * and a schema would add valibot functions to the chunk every page loads. Anything else is no record.
 */
function keptOf(data: unknown, userId: number): { at: number; kept: [number, number[]][] } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { userId: owner, at, kept } = data as Record<string, unknown>;
  if (owner !== userId || typeof at !== 'number' || !Array.isArray(kept) || kept.length > MAX_PRODUCTS) return null;
  const entries: [number, number[]][] = [];
  for (const entry of kept as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2 || !isId(entry[0])) return null;
    const ids: unknown = entry[1];
    if (!Array.isArray(ids) || ids.length > 20 || !ids.every(isId)) return null;
    entries.push([entry[0], ids]);
  }
  return { at, kept: entries };
}

/** The record of `userId` when it is fresh at `now`; null when there is none, it is another customer's, old, or junk. */
export function readKept(userId: number, now = Date.now()): KeptItems | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(WISHLIST_KEPT_KEY);
  } catch {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  const record = keptOf(data, userId);
  if (!record) return null;
  const age = now - record.at;
  return age >= 0 && age < KEPT_FRESH_MS ? new Map(record.kept) : null;
}

/** Remembers what the API said `userId` keeps, as of `now`. */
export function writeKept(userId: number, kept: KeptItems, now = Date.now()): void {
  const entries = [...kept].filter(([, ids]) => ids.length > 0).slice(0, MAX_PRODUCTS);
  try {
    localStorage.setItem(WISHLIST_KEPT_KEY, JSON.stringify({ userId, at: now, kept: entries }));
  } catch {
    // Storage refused (private mode, full): the hearts ask the API next time.
  }
}

/**
 * Whether a press made as a guest waits to be added now that they signed in: the hearts then load
 * the wishlist code at once, which adds it, rather than paint the record (which cannot have it).
 */
export function pressWaiting(): boolean {
  try {
    return sessionStorage.getItem(WISHLIST_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}
