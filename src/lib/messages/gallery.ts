import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the product page's picture gallery (static).
 * The words themselves are in messages/gallery/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const galleryMessages = {
  get pictures() { return m.gallery_pictures(); },
  /** A thumbnail's name: which picture, and what it shows. */
  showPicture: (n: number, alt: string) => m.gallery_showPicture({ n: formatNumber(n), alt }),
};
