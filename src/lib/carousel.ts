import { carouselAutoplayMessages } from './messages/carousel.ts';

/** Carousel constants (spec §9). */
export const CAROUSEL_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;

/** What may hold the slides still; each is a reason on its own. */
export interface AutoplayHolds {
  /** The shopper pressed Pause, or asked for reduced motion and has not pressed Play. */
  paused: boolean;
  /** A mouse rests on the carousel. */
  hovered: boolean;
  /** Keyboard focus is on a slide link or a slide control. */
  focused: boolean;
}

/** The slide after moving `step` from `index`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * A pointer move of `deltaX` by `deltaY` pixels: +1 (next), -1 (previous) or 0 (no swipe). It must
 * go at least `threshold` sideways, and more sideways than up or down: that is a scroll attempt.
 */
export function swipeStep(deltaX: number, deltaY = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaY) > Math.abs(deltaX)) return 0;
  return deltaX < 0 ? 1 : -1;
}

/** Whether the slides advance on their own: only with two or more and nothing holding them (WCAG 2.2.2). */
export function shouldAutoplay(slideCount: number, holds: AutoplayHolds): boolean {
  return slideCount > 1 && !holds.paused && !holds.hovered && !holds.focused;
}

/** The Pause/Play button's accessible name: what pressing it will do. */
export function autoplayLabel(paused: boolean): string {
  return paused ? carouselAutoplayMessages.playSlides : carouselAutoplayMessages.pauseSlides;
}
