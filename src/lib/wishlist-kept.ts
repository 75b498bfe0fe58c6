import * as v from 'valibot';
import { positiveInteger } from './contract/common.ts';
import { WISHLIST_PENDING_KEY } from './site.ts';

/*
 * What this device remembers of which products the signed-in customer keeps: the hearts' pressed
 * state. A page with hearts paints them from it instead of loading the wishlist code and the API
 * client to ask (about 5 KB of JavaScript on every grid a customer browses); the code loads at the
 * first press, which asks the API afresh. One customer's record is never shown to another
 * (`userId`), a sign-out forgets it, and it is asked again once it is `KEPT_FRESH_MS` old.
 */

const KEY = 'wishlist-kept';
/** How long a record is trusted before the hearts ask the API again (the list may change on another device). */
export const KEPT_FRESH_MS = 10 * 60 * 1000;
/** Products remembered at most: as many as the card hearts read (`MAX_KEPT_FOR_HEARTS`). */
const MAX_PRODUCTS = 250;

/** Wishlist ids by product id: the items a customer keeps of each product. */
export type KeptItems = Map<number, number[]>;

const recordSchema = v.object({
  userId: positiveInteger,
  at: v.number(),
  kept: v.pipe(
    v.array(v.tuple([positiveInteger, v.pipe(v.array(positiveInteger), v.maxLength(20))])),
    v.maxLength(MAX_PRODUCTS),
  ),
});

/** The record of `userId` when it is fresh at `now`; null when there is none, it is another customer's, old, or junk. */
export function readKept(userId: number, now = Date.now()): KeptItems | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  let data: unknown;
  try {
    data = JSON.parse(raw ?? 'null');
  } catch {
    return null;
  }
  const parsed = v.safeParse(recordSchema, data);
  if (!parsed.success || parsed.output.userId !== userId) return null;
  const age = now - parsed.output.at;
  return age >= 0 && age < KEPT_FRESH_MS ? new Map(parsed.output.kept) : null;
}

/** Remembers what the API said `userId` keeps, as of `now`. */
export function writeKept(userId: number, kept: KeptItems, now = Date.now()): void {
  const entries = [...kept].filter(([, ids]) => ids.length > 0).slice(0, MAX_PRODUCTS);
  try {
    localStorage.setItem(KEY, JSON.stringify({ userId, at: now, kept: entries }));
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

/** Forgets the record: on sign-out, and whenever the list changes where the record is not updated. */
export function forgetKept(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
