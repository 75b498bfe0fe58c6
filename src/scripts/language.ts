import { localeOfPath, pathInLocale, pathWithoutLocale } from '../lib/i18n/href.ts';
import { locales, type Locale } from '../paraglide/runtime.js';

/*
 * The language switch and the offer (LanguageSwitch.astro, LanguageOffer.astro; issue 24 §5).
 * - A switch link keeps the shopper's place: the same page with its query string and fragment
 *   (the prerendered link has only the path). The cart is in localStorage, shared by both languages.
 * - Following it remembers the language; a later page in the other language offers the remembered
 *   one (never redirects). "No, thanks" remembers the page's language instead.
 */
export const LANGUAGE_KEY = 'language';

function remembered(): Locale | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return (locales as readonly string[]).includes(value ?? '') ? (value as Locale) : null;
  } catch {
    return null; // storage blocked: nothing is remembered, nothing is offered
  }
}

function remember(locale: Locale): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage blocked: the switch still works, it is only not remembered
  }
}

/** Wires the page's switch links and its offer. */
export function initLanguage(): void {
  const here = localeOfPath(location.pathname);
  // Where the shopper is now: a listing changes its query (filters, sort, page) without a reload.
  const place = () => `${pathWithoutLocale(location.pathname)}${location.search}${location.hash}`;
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    const target = link.hreflang as Locale;
    const aim = () => (link.href = pathInLocale(place(), target));
    aim();
    // Aimed again just before it is followed (a pointer over it, focus, a press), so it keeps a place taken since load.
    for (const type of ['pointerenter', 'focus', 'pointerdown']) link.addEventListener(type, aim);
    link.addEventListener('click', () => {
      aim();
      remember(target);
    });
  }
  const offer = document.querySelector<HTMLElement>('[data-language-offer]');
  const wanted = remembered();
  if (!offer || !wanted || wanted === here || offer.dataset['languageOffer'] !== wanted) return;
  offer.hidden = false;
  offer.querySelector('[data-language-offer-dismiss]')?.addEventListener('click', () => {
    remember(here);
    offer.hidden = true;
  });
}
