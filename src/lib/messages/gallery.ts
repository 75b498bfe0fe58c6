/** Words of the product page's picture gallery (static). */
export const galleryMessages = {
  pictures: 'Product pictures',
  /** A thumbnail's name: which picture, and what it shows. */
  showPicture: (n: number, alt: string) => `Show picture ${n}: ${alt}`,
} as const;
