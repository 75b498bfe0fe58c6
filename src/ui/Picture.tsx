import { imageAt, srcsetOf } from '../lib/links.ts';

interface Props {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Widths offered to the browser; it picks by `sizes` and screen density. */
  widths: readonly number[];
  sizes: string;
  /** The page's largest paint: load eagerly with high priority. */
  priority?: boolean;
  className?: string;
  /** The language of `alt` when it is not the page's (an English alt on a Bangla page). */
  lang?: string | undefined;
}

/** A responsive AVIF/WebP picture from the media service, with real dimensions (no layout shift). */
export default function Picture({ src, alt, width, height, widths, sizes, priority = false, className, lang }: Props) {
  const usable = widths.filter((w) => w <= width);
  const srcset = (format: 'avif' | 'webp') => srcsetOf(src, usable, width, format);
  return (
    <picture>
      <source type="image/avif" srcSet={srcset('avif')} sizes={sizes} />
      <img
        className={className}
        src={imageAt(src, usable.at(-1) ?? width, 'webp')}
        srcSet={srcset('webp')}
        sizes={sizes}
        alt={alt}
        lang={lang}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'auto' : 'async'}
      />
    </picture>
  );
}
