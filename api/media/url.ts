/** Encodings the media service can answer with. */
export type MediaFormat = 'webp' | 'avif' | 'jpg' | 'png';

/**
 * Public URL of a generated image: `mediaUrl('http://localhost:8787', 'products/12-1')` →
 * `http://localhost:8787/media/products/12-1.webp`; `width` adds `?w=` (one of the allowed widths).
 */
export function mediaUrl(baseUrl: string, key: string, ext: MediaFormat = 'webp', width?: number): string {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const url = `${baseUrl.replace(/\/+$/, '')}/media/${path}.${ext}`;
  return width === undefined ? url : `${url}?w=${width}`;
}
