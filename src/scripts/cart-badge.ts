import { CART_VERSION } from '../lib/cart-serialize.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '../lib/contract/limits.ts';
import { NUMBER_LOCALES } from '../lib/messages/format.ts';
import { BENGALI_DIGITS } from '../lib/digits.ts';

/** The inline script's id: the page's `<link rel="expect" blocking="render">` names it, so no paint comes before it has run. */
export const CART_BADGE_SCRIPT_ID = 'cart-badge-count';

/*
 * The cart badge's count at the first paint (issue 23 §2). The header's cart is an island that wakes
 * only when the shopper reaches for the header, so the page's HTML cannot say how many items the
 * cart holds (it is in localStorage) and nothing else on a content page would say it either. The
 * server renders no number; this tiny inline script, placed right after the badge (Header.astro),
 * runs as the parser reaches it, before the first paint and before any module script, and writes
 * the stored count and the button's name. It is one fixed text on every page, so one CSP hash
 * (scripts/site-headers.ts). It reads the cart as `parseStoredCart` does in shape and bounds (an
 * envelope of version 2 or none, at most MAX_CART_LINES lines of whole quantities 1…MAX_LINE_QUANTITY;
 * anything else counts 0); a line the full schema refuses (a picture from elsewhere) is the only way
 * the two disagree, and the island puts the count right when it wakes. Numbers and plural forms use
 * the page's language (`<html lang>`), as `headerMessages.cartLabel` does; the words are the link's
 * `data-label-one` and `data-label-other`, so the Bangla pages need no second script.
 *
 * The count is written without `Intl.NumberFormat`, by hand: the first NumberFormat a page makes
 * loads the browser's number-formatting data, measured at 28-76 ms on this machine's Chromium (any
 * locale; `Intl.PluralRules` first costs ~1 ms), and this script holds the first paint
 * (`blocking="render"`), so every page painted that much later on a first visit. A cart holds at most
 * MAX_CART_LINES × MAX_LINE_QUANTITY (49,950) items, under 1,00,000, where the two languages' grouping
 * parts (lakh): commas every three digits is what Intl writes for every possible count, in Bengali
 * digits on a Bangla page (tests/unit/cart-badge.test.ts checks the counts against formatNumber, every
 * width and its edges).
 */
export const CART_BADGE_SCRIPT =
  `(function(){var L=${JSON.stringify(NUMBER_LOCALES)}[document.documentElement.lang]||${JSON.stringify(NUMBER_LOCALES.en)},n=0;try{var c=JSON.parse(localStorage.getItem('cart')||'null');` +
  `if(c&&(c.version===${CART_VERSION}||c.version===undefined)&&Array.isArray(c.items))c.items.slice(0,${MAX_CART_LINES}).forEach(function(l){` +
  `var q=l&&l.quantity;if(!(typeof q=='number'&&q%1===0&&q>0&&q<=${MAX_LINE_QUANTITY}))throw 0;n+=q})}catch(e){n=0}` +
  `var b=document.querySelector('[data-cart-count]'),a=b&&b.closest('a');if(!a)return;` +
  `var t=String(n).replace(/\\B(?=(\\d{3})+$)/g,',');b.textContent=L==${JSON.stringify(NUMBER_LOCALES.bn)}?t.replace(/\\d/g,function(d){return'${BENGALI_DIGITS}'.charAt(+d)}):t;` +
  `a.setAttribute('aria-label',(a.getAttribute(new Intl.PluralRules(L).select(n)=='one'?'data-label-one':'data-label-other')||'').replace('{n}',b.textContent))})()`;

/** What the badge and its button showed before the island woke: the island's first render repeats it, so hydration matches. */
export interface PaintedBadge { count: string; label: string | null }

/** The badge as the page painted it (the inline script's work); null on the server, or when the page has none. */
export function paintedBadge(): PaintedBadge | null {
  if (typeof document === 'undefined') return null;
  const badge = document.querySelector('[data-cart-count]');
  if (!badge) return null;
  return { count: badge.textContent ?? '', label: badge.closest('a')?.getAttribute('aria-label') ?? null };
}
