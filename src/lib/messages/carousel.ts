/** Words of the home page's offers carousel: its controls (also read by its script) and slides. */
export const carouselMessages = {
  offers: 'Offers',
  playSlides: 'Play slides',
  pauseSlides: 'Pause slides',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  showSlide: (n: number) => `Show slide ${n}`,
  slideOf: (n: number, total: number) => `${n} of ${total}`,
  shopNow: 'Shop now',
} as const;
