import { CATEGORIES } from './categories.ts';
import { GIFTS } from './catalogue/gifts.ts';
import { OFFICE } from './catalogue/office.ts';
import { STATIONERY } from './catalogue/stationery.ts';
import type { CategoryCatalogue } from './catalogue/types.ts';

export type { CategoryCatalogue, Label, ModelTemplate, Pack, VariantRule } from './catalogue/types.ts';

const BY_SLUG: Readonly<Record<string, CategoryCatalogue>> = { ...STATIONERY, ...OFFICE, ...GIFTS };

/** Product templates per category, in `CATEGORIES` order (same index). */
export const CATALOGUE: readonly CategoryCatalogue[] = CATEGORIES.map((category) => {
  const catalogue = BY_SLUG[category.slug];
  if (!catalogue) throw new Error(`No product templates for category "${category.slug}"`);
  return catalogue;
});

/** Sentences that close every description: what the shop promises, not what the product is. */
export const CLOSERS: readonly string[] = [
  'Genuine stock from authorised distributors, delivered across Bangladesh with cash on delivery.',
  'Order online for delivery inside Dhaka in 1–2 days and anywhere in Bangladesh within 3–5 days.',
  'A practical choice for students, teachers and offices alike.',
  'Add gift wrapping and a personal note at checkout.',
];
