import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the home page's offers carousel, written into its HTML as it is built: its controls and slides.
 * The words themselves are in messages/carousel/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const carouselMessages = {
  get offers() { return m.carousel_offers(); },
  get previousSlide() { return m.carousel_previousSlide(); },
  get nextSlide() { return m.carousel_nextSlide(); },
  showSlide: (n: number) => m.carousel_showSlide({ n: formatNumber(n) }),
  slideOf: (n: number, total: number) => m.carousel_slideOf({ n: formatNumber(n), total: formatNumber(total) }),
  get shopNow() { return m.carousel_shopNow(); },
  /** What screen readers call the carousel and each slide (`aria-roledescription`). */
  get carouselRole() { return m.carousel_carouselRole(); },
  get slideRole() { return m.carousel_slideRole(); },
};

/**
 * The Pause/Play button's names, which its script (src/lib/carousel.ts) also sets: a table of their
 * own, as a table's getters keep all its words in any bundle that imports it.
 */
export const carouselAutoplayMessages = {
  get playSlides() { return m.carousel_playSlides(); },
  get pauseSlides() { return m.carousel_pauseSlides(); },
};
