import { CATEGORIES, categoryBySlug, type IconName } from '../seed/categories.ts';
import { categoryIndexOfProduct, decodeSkuId } from '../seed/ids.ts';
import { COLORS, SIZES } from '../seed/options.ts';
import { DRAWINGS } from './drawings.ts';
import type { ImageSubject, MediaKey } from './keys.ts';
import { hash, paintFor, PALETTE, type Paint } from './palette.ts';

const ICON_BOX = 200;

/** Slider themes (see `SLIDERS` in the seed): back to school, Pohela Boishakh, office, art. */
const SLIDES: ReadonlyArray<{ icons: readonly IconName[]; colors: readonly string[]; from: string; to: string }> = [
  { icons: ['notebook', 'pencil', 'backpack'], colors: ['#2563eb', '#f59e0b', '#0ea5e9'], from: '#eff6ff', to: '#fef3c7' },
  { icons: ['gift', 'card', 'mug'], colors: ['#dc2626', '#f59e0b', '#b91c1c'], from: '#fff1f2', to: '#fecaca' },
  { icons: ['folder', 'calculator', 'stapler'], colors: ['#0f766e', '#334155', '#0891b2'], from: '#f0fdfa', to: '#e2e8f0' },
  { icons: ['palette', 'pencil', 'frame'], colors: ['#8b5cf6', '#ec4899', '#f97316'], from: '#faf5ff', to: '#fce7f3' },
];

/**
 * The SVG for an image key, drawn in its natural coordinate space and scaled to `width` × `height`.
 * Deterministic: the same key always yields the same picture.
 */
export function sceneSvg(key: MediaKey, width: number, height: number): string {
  const body = key.subject.family === 'sliders' ? slider(key.subject.slide, key) : key.subject.family === 'brand' ? logo() : still(key.subject, key);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${key.width} ${key.height}">${body}</svg>`;
}

/** One object on a soft background: categories, product views and skus. */
function still(subject: ImageSubject, key: MediaKey): string {
  const seed = hash(key.key);
  let icon: IconName = CATEGORIES[seed % CATEGORIES.length]!.icon;
  let main: string | undefined;
  let scale = 1;
  let view = 1;
  if (subject.family === 'categories') icon = categoryBySlug(subject.slug)?.icon ?? icon;
  if (subject.family === 'products') {
    icon = iconOfProduct(subject.productId);
    view = subject.view;
  }
  if (subject.family === 'skus') {
    const sku = decodeSkuId(subject.skuId);
    icon = iconOfProduct(sku.productId);
    main = COLORS[sku.colorNumber - 1]?.hex;
    // Bigger sizes draw a bigger object, so S / M / L pictures differ at a glance.
    scale = Math.min(1.12, Math.max(0.9, Math.sqrt(SIZES[sku.sizeNumber - 1]?.factor ?? 1)));
  }
  const paint = paintFor(seed, main);
  const side = Math.min(key.width, key.height);
  const size = side * 0.62 * scale * (view === 2 ? 1.2 : 1);
  const tilt = view === 2 ? -10 : view === 3 ? 12 : 0;
  return `${backdrop(key.width, key.height, paint, seed, view)}
    <ellipse cx="${key.width / 2}" cy="${(key.height + size) / 2 + side * 0.02}" rx="${size * 0.38}" ry="${side * 0.03}" fill="#0f172a" opacity=".08"/>
    ${place(icon, paint, key.width / 2, key.height / 2, size, tilt)}`;
}

function iconOfProduct(productId: number): IconName {
  return CATEGORIES[categoryIndexOfProduct(productId, CATEGORIES.length)]!.icon;
}

/** Draws `icon` centred on (cx, cy), `size` pixels across, turned by `tilt` degrees. */
function place(icon: IconName, paint: Paint, cx: number, cy: number, size: number, tilt: number): string {
  const s = size / ICON_BOX;
  return `<g transform="translate(${cx - size / 2} ${cy - size / 2}) scale(${s}) rotate(${tilt} 100 100)">${DRAWINGS[icon](paint)}</g>`;
}

/** Pastel ground with a few big circles; view 2 adds dots, view 3 stripes. */
function backdrop(width: number, height: number, paint: Paint, seed: number, view: number): string {
  const r = Math.min(width, height);
  const circles = [0, 1, 2]
    .map((i) => {
      const h = seed >>> (i * 7);
      return `<circle cx="${(h % 100) / 100 * width}" cy="${((h >>> 3) % 100) / 100 * height}" r="${r * (0.18 + (h % 7) / 40)}" fill="${paint.deco}" opacity=".55"/>`;
    })
    .join('');
  const pattern =
    view === 2
      ? `<pattern id="p" width="${r / 16}" height="${r / 16}" patternUnits="userSpaceOnUse"><circle cx="${r / 32}" cy="${r / 32}" r="${r / 260}" fill="${paint.deco}"/></pattern>`
      : `<pattern id="p" width="${r / 14}" height="${r / 14}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${r / 28}" height="${r / 14}" fill="${paint.deco}" opacity=".45"/></pattern>`;
  const texture = view > 1 ? `<defs>${pattern}</defs><rect width="${width}" height="${height}" fill="url(#p)"/>` : '';
  return `<rect width="${width}" height="${height}" fill="${paint.bg}"/>${texture}${circles}`;
}

/** A wide banner: gradient, soft circles and three themed objects on the right (text goes left). */
function slider(slide: number, key: MediaKey): string {
  const theme = SLIDES[(slide - 1) % SLIDES.length]!;
  const seed = hash(key.key);
  const { width: w, height: h } = key;
  const objects = theme.icons
    .map((icon, i) => {
      const paint = paintFor(seed + i, theme.colors[i] ?? PALETTE[i]!);
      const size = h * [0.6, 0.44, 0.5][i]!;
      return place(icon, paint, w * [0.6, 0.76, 0.88][i]!, h * [0.52, 0.34, 0.62][i]!, size, [-6, 10, -4][i]!);
    })
    .join('');
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#g)"/>
    <circle cx="${w * 0.78}" cy="${h * 0.5}" r="${h * 0.62}" fill="#fff" opacity=".45"/>
    <circle cx="${w * 0.05}" cy="${h * 0.95}" r="${h * 0.35}" fill="#fff" opacity=".35"/>
    <circle cx="${w * 0.45}" cy="${h * 0.08}" r="${h * 0.16}" fill="${theme.colors[0]}" opacity=".08"/>
    ${objects}`;
}

/** The shop's mark: a badge with a pencil, then a row of colour swatches (no text). */
function logo(): string {
  const teal = '#0f766e';
  const swatches = PALETTE.filter((_, i) => i % 2 === 0)
    .map((color, i) => `<rect x="${96 + i * 36}" y="30" width="28" height="20" rx="10" fill="${color}"/>`)
    .join('');
  return `<rect width="320" height="80" rx="16" fill="#f0fdfa"/>
    <circle cx="40" cy="40" r="32" fill="${teal}"/>
    ${place('pencil', paintFor(3, '#facc15'), 40, 40, 62, 0)}
    ${swatches}`;
}
