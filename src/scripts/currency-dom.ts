import type { Currency } from '../lib/contract/currency.ts';
import { convertedNote, formatPrice, isShopCurrency } from '../lib/currency.ts';
import { formatBDT } from '../lib/messages/format.ts';

/*
 * Prices prerendered into the HTML are plain text in BDT; each amount's element carries its BDT
 * value in `data-bdt` (ui/Price.tsx). These rewrite that text for the shopper's
 * display currency. Islands format their own prices (usePriceFormatter) and carry no `data-bdt`.
 */

/** Elements holding a BDT amount. */
export const PRICE_SELECTOR = '[data-bdt]';

/** The part of an element these functions touch, so tests can pass plain objects. */
export interface PriceElement {
  dataset: { bdt?: string | undefined };
  textContent: string | null;
  title: string;
}

/** Rewrites each element's text for `currency`; converted amounts keep their BDT price in the title. */
export function applyCurrencyToPrices(elements: Iterable<PriceElement>, currency: Currency): void {
  const converted = !isShopCurrency(currency);
  for (const element of elements) {
    const raw = element.dataset.bdt;
    const amount = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isFinite(amount)) continue; // not ours to guess: leave the prerendered text
    const text = formatPrice(amount, currency);
    // Unchanged text is not written, so the page's MutationObserver is not woken for nothing.
    if (element.textContent !== text) element.textContent = text;
    const title = converted ? `${formatBDT(amount)}. ${convertedNote()}` : '';
    if (element.title !== title) element.title = title;
  }
}

/** Rewrites every `[data-bdt]` amount under `root` (the document, or any element) for `currency`. */
export function applyCurrencyToPage(root: { querySelectorAll(selectors: string): Iterable<PriceElement> }, currency: Currency): void {
  applyCurrencyToPrices(root.querySelectorAll(PRICE_SELECTOR), currency);
}

/**
 * Converts amounts added to `target` later (content rendered after load). Only added elements are
 * looked at, and text nodes are skipped, so rewriting a price never triggers another pass.
 * Returns the function that stops watching.
 */
export function observePrices(target: Node, current: () => Currency): () => void {
  const observer = new MutationObserver((records) => {
    const added: HTMLElement[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement)) continue;
        if (node.matches(PRICE_SELECTOR)) added.push(node);
        added.push(...node.querySelectorAll<HTMLElement>(PRICE_SELECTOR));
      }
    }
    if (added.length > 0) applyCurrencyToPrices(added, current());
  });
  observer.observe(target, { childList: true, subtree: true });
  return () => observer.disconnect();
}
