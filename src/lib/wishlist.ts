import { WISHLIST_PENDING_KEY } from './site.ts';
import { localHref } from './i18n/href.ts';

/*
 * The wishlist heart's rules (issue 10 §5): which option it keeps, and the intent a guest's press
 * leaves behind while they sign in. Only what the heart needs at load, and no value imports but the
 * header's own constants (site.ts) and the header's `localHref` (i18n/href.ts): every product page
 * loads this module whole (the list's rules are `wishlist-page.ts`).
 */

export { WISHLIST_PENDING_KEY };

/** A guest's press on a heart, to be acted on once they come back signed in. */
export interface WishlistIntent {
  itemId: number;
  skuCode: string;
}

/** What the heart knows of a product's options: their codes, stock and attribute values. */
export interface HeartSku {
  code: string;
  stock: number;
  options: Record<string, string>;
}

/**
 * The option a heart keeps: the one the shopper has chosen (every attribute picked matches), else
 * the first in stock, else the first: a wishlist item is a sku (spec §3), and one that can be
 * moved to the cart later is worth more than one that is sold out.
 */
export function wishlistSkuCode(skus: readonly HeartSku[], picked: Record<string, string>): string | null {
  const chosen = Object.entries(picked);
  const matches = chosen.length > 0 ? skus.filter((sku) => chosen.every(([name, value]) => sku.options[name] === value)) : [];
  if (matches.length === 1) return matches[0]!.code;
  return (skus.find((sku) => sku.stock > 0) ?? skus[0])?.code ?? null;
}

/** Where a guest is sent to sign in (in the page's language), coming back to `path` (the page's real path) afterwards. */
export function signInHref(path: string): string {
  return localHref(`/signin?next=${encodeURIComponent(path)}`);
}

/** Remembers a guest's press for this tab while they sign in (storage blocked: the press is lost, the sign-in still happens). */
export function rememberWishlistIntent(intent: WishlistIntent): void {
  try {
    sessionStorage.setItem(WISHLIST_PENDING_KEY, JSON.stringify(intent));
  } catch {
    // nothing more to do: the shopper signs in and presses again
  }
}

/** A product's skus as the heart needs them: small, since they are written into the page as the island's props. */
export function heartSkus(skus: readonly { code: string; stock: number; attributeValues: readonly { attribute: string; option: string }[] }[]): HeartSku[] {
  return skus.map((sku) => ({
    code: sku.code,
    stock: sku.stock,
    options: Object.fromEntries(sku.attributeValues.map((value) => [value.attribute, value.option])),
  }));
}
