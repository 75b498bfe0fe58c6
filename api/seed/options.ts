/**
 * Size and Color options a sku can vary by (contract: `ATTRIBUTE_NAMES`). The `skus.size` and
 * `skus.color` columns hold these slugs; the API turns them into labels (`a5` → `A5`).
 * The lists are append-only: a sku id encodes an option's position (see `ids.ts`).
 */
export const COLORS = [
  { slug: 'blue', hex: '#2563eb' },
  { slug: 'black', hex: '#1f2937' },
  { slug: 'red', hex: '#dc2626' },
  { slug: 'green', hex: '#16a34a' },
  { slug: 'navy', hex: '#1e3a8a' },
  { slug: 'maroon', hex: '#881337' },
  { slug: 'pink', hex: '#ec4899' },
  { slug: 'sky-blue', hex: '#38bdf8' },
  { slug: 'grey', hex: '#6b7280' },
  { slug: 'white', hex: '#e2e8f0' },
  { slug: 'yellow', hex: '#facc15' },
  { slug: 'orange', hex: '#f97316' },
  { slug: 'gold', hex: '#ca8a04' },
  { slug: 'silver', hex: '#94a3b8' },
  { slug: 'brown', hex: '#92400e' },
  { slug: 'purple', hex: '#7c3aed' },
  { slug: 'transparent', hex: '#bfdbfe' },
] as const;
export type ColorSlug = (typeof COLORS)[number]['slug'];

/**
 * Smallest first within each family, so skus (ordered by id) list sizes in a natural order.
 * `factor` scales a product's base price: an A4 notebook costs more than an A5 one.
 */
export const SIZES = [
  { slug: '4x6', factor: 1 },
  { slug: '5x7', factor: 1.25 },
  { slug: '8x10', factor: 1.6 },
  { slug: 'a5', factor: 1 },
  { slug: 'b5', factor: 1.15 },
  { slug: 'a4', factor: 1.3 },
  { slug: 'legal', factor: 1.1 },
  { slug: 's', factor: 0.85 },
  { slug: 'm', factor: 1 },
  { slug: 'l', factor: 1.2 },
] as const;
export type SizeSlug = (typeof SIZES)[number]['slug'];

/** 1-based position of a colour (0 means "no colour"), as encoded in sku ids. */
export function colorNumber(slug: ColorSlug | null): number {
  return slug === null ? 0 : COLORS.findIndex((color) => color.slug === slug) + 1;
}

/** 1-based position of a size (0 means "no size"), as encoded in sku ids. */
export function sizeNumber(slug: SizeSlug | null): number {
  return slug === null ? 0 : SIZES.findIndex((size) => size.slug === slug) + 1;
}

/** The price factor of a size (1 when the sku has none). */
export function sizeFactor(slug: SizeSlug | null): number {
  return SIZES.find((size) => size.slug === slug)?.factor ?? 1;
}
