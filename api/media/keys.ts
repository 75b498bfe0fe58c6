import type { MediaFormat } from './url.ts';

/** Widths a client may ask for with `?w=`; a fixed list keeps the disk cache bounded. */
export const ALLOWED_WIDTHS = [96, 160, 300, 400, 640, 800, 1200, 1600] as const;

export const CONTENT_TYPES: Readonly<Record<MediaFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** What a key names, parsed from its strict shape. */
export type ImageSubject =
  | { family: 'categories'; slug: string }
  | { family: 'products'; productId: number; view: number }
  | { family: 'skus'; skuId: number }
  | { family: 'sliders'; slide: number }
  | { family: 'brand'; name: 'logo' };

/** A valid image key with its natural (largest) size. */
export interface MediaKey {
  key: string;
  subject: ImageSubject;
  width: number;
  height: number;
}

// One strict pattern per family: nothing else (no dots, no slashes beyond the family) gets through,
// so a key can never walk out of the cache directory.
const CATEGORY = /^categories\/([a-z0-9]{1,40}(?:-[a-z0-9]{1,40}){0,5})$/;
const PRODUCT = /^products\/([1-9]\d{0,8})-([1-9])$/;
const SKU = /^skus\/([1-9]\d{0,12})$/;
const SLIDER = /^sliders\/([1-9]\d{0,2})$/;
const BRAND = /^brand\/logo$/;
const FILE = /^(.+)\.(webp|avif|jpg|png)$/;

/** Parses `products/12-1`; `null` for anything that is not exactly one of the key families. */
export function parseMediaKey(key: string): MediaKey | null {
  let match: RegExpExecArray | null;
  if ((match = CATEGORY.exec(key))) return { key, subject: { family: 'categories', slug: match[1]! }, width: 400, height: 400 };
  if ((match = PRODUCT.exec(key))) {
    return { key, subject: { family: 'products', productId: Number(match[1]), view: Number(match[2]) }, width: 800, height: 800 };
  }
  if ((match = SKU.exec(key))) return { key, subject: { family: 'skus', skuId: Number(match[1]) }, width: 800, height: 800 };
  if ((match = SLIDER.exec(key))) return { key, subject: { family: 'sliders', slide: Number(match[1]) }, width: 1600, height: 600 };
  if (BRAND.test(key)) return { key, subject: { family: 'brand', name: 'logo' }, width: 320, height: 80 };
  return null;
}

/** Parses `products/12-1.webp` into its key and format. */
export function parseMediaPath(path: string): { key: MediaKey; format: MediaFormat } | null {
  const match = FILE.exec(path);
  const key = match ? parseMediaKey(match[1]!) : null;
  return key ? { key, format: match![2] as MediaFormat } : null;
}

/** Output size for a requested width: never wider than the natural width, same aspect ratio. */
export function outputSize(key: MediaKey, requested?: number): { width: number; height: number } {
  const width = Math.min(requested ?? key.width, key.width);
  return { width, height: Math.round((width * key.height) / key.width) };
}
