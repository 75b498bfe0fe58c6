import type { Category, Image, Slider } from '../contract/index.ts';
import { localText } from '../i18n/names.ts';
import { imageAt, isShopMedia } from '../links.ts';

/*
 * The picture a page shares in its Open Graph and Twitter card (issue 13 §3, issue 22 §13b). A
 * product page shares its own; the home page its first banner, a category page its category's
 * picture, and every other page the shop's card, so no shared link is drawn without a picture.
 */

/** A shared picture: where it is (absolute, or a path made absolute on the site), its size when known, its words. */
export interface SocialImage {
  src: string;
  width?: number | undefined;
  height?: number | undefined;
  alt: string;
}

/** The shop's share card in `public/` (1200×630, the size Facebook and X draw large): for pages without a picture of their own. */
export function shopSocialCard(alt: string): SocialImage {
  return { src: '/social-card.png', width: 1200, height: 630, alt };
}

// Wide enough for a large card (Facebook asks for 1200 px), and one of the media service's widths.
const CARD_WIDTH = 1200;

/**
 * The API's own picture as a JPEG no wider than a card: every network that draws cards reads JPEG,
 * not all of them WebP (the format pages show). Another host's picture is shared as it is.
 */
function sharedPicture(src: string, alt: string, natural?: { width: number; height: number }): SocialImage {
  if (!isShopMedia(src)) return { src, width: natural?.width, height: natural?.height, alt };
  if (!natural) return { src: imageAt(src, 400, 'jpg'), alt };
  const width = Math.min(CARD_WIDTH, natural.width);
  return { src: imageAt(src, width, 'jpg'), width, height: Math.round((natural.height * width) / natural.width), alt };
}

/** The home page's picture: its first banner (the one a visitor sees first), or none without banners. */
export function homeSocialImage(sliders: readonly Slider[]): SocialImage | undefined {
  const first = sliders[0];
  return first ? sharedPicture(first.image.src, localText(first.title, first.titleBn), first.image) : undefined;
}

/** A product page's picture: its first, described in the page's language. */
export function productSocialImage(image: Image): SocialImage {
  return sharedPicture(image.src, localText(image.alt, image.altBn), image);
}

/** A category page's picture: its category's (the API does not say its size, so none is claimed). */
export function categorySocialImage(category: Pick<Category, 'image' | 'name'>): SocialImage {
  return sharedPicture(category.image, category.name);
}
