/**
 * Size and Color options a sku can vary by (contract: `ATTRIBUTE_NAMES`). The `skus.size` and
 * `skus.color` columns hold these slugs; the API turns them into labels (`a5` → `A5`), and gives
 * each its Bangla (`bn`, issue 24 §4) as a Bangladeshi shop writes it.
 * The lists are append-only: a sku id encodes an option's position (see `ids.ts`).
 */
export const COLORS = [
  { slug: 'blue', hex: '#2563eb', bn: 'নীল' },
  { slug: 'black', hex: '#1f2937', bn: 'কালো' },
  { slug: 'red', hex: '#dc2626', bn: 'লাল' },
  { slug: 'green', hex: '#16a34a', bn: 'সবুজ' },
  { slug: 'navy', hex: '#1e3a8a', bn: 'নেভি ব্লু' },
  { slug: 'maroon', hex: '#881337', bn: 'মেরুন' },
  { slug: 'pink', hex: '#ec4899', bn: 'গোলাপি' },
  { slug: 'sky-blue', hex: '#38bdf8', bn: 'আকাশি' },
  { slug: 'grey', hex: '#6b7280', bn: 'ধূসর' },
  { slug: 'white', hex: '#e2e8f0', bn: 'সাদা' },
  { slug: 'yellow', hex: '#facc15', bn: 'হলুদ' },
  { slug: 'orange', hex: '#f97316', bn: 'কমলা' },
  { slug: 'gold', hex: '#ca8a04', bn: 'সোনালি' },
  { slug: 'silver', hex: '#94a3b8', bn: 'রুপালি' },
  { slug: 'brown', hex: '#92400e', bn: 'বাদামি' },
  { slug: 'purple', hex: '#7c3aed', bn: 'বেগুনি' },
  { slug: 'transparent', hex: '#bfdbfe', bn: 'স্বচ্ছ' },
] as const;
export type ColorSlug = (typeof COLORS)[number]['slug'];

/**
 * Smallest first within each family, so skus (ordered by id) list sizes in a natural order.
 * `factor` scales a product's base price: an A4 notebook costs more than an A5 one.
 */
export const SIZES = [
  { slug: '4x6', factor: 1, bn: '৪×৬ ইঞ্চি' },
  { slug: '5x7', factor: 1.25, bn: '৫×৭ ইঞ্চি' },
  { slug: '8x10', factor: 1.6, bn: '৮×১০ ইঞ্চি' },
  { slug: 'a5', factor: 1, bn: 'এ৫' },
  { slug: 'b5', factor: 1.15, bn: 'বি৫' },
  { slug: 'a4', factor: 1.3, bn: 'এ৪' },
  { slug: 'legal', factor: 1.1, bn: 'লিগ্যাল' },
  { slug: 's', factor: 0.85, bn: 'ছোট' },
  { slug: 'm', factor: 1, bn: 'মাঝারি' },
  { slug: 'l', factor: 1.2, bn: 'বড়' },
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

const BANGLA: ReadonlyMap<string, string> = new Map([...SIZES, ...COLORS].map((option) => [option.slug, option.bn]));

/** The Bangla label of a size or colour (`blue` → `নীল`); undefined for one the lists do not have. */
export function optionBn(slug: string): string | undefined {
  return BANGLA.get(slug);
}
