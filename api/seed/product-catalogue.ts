import { CATEGORIES } from './categories.ts';
import { GIFTS } from './catalogue/gifts.ts';
import { OFFICE } from './catalogue/office.ts';
import { STATIONERY } from './catalogue/stationery.ts';
import type { CategoryCatalogue, Label } from './catalogue/types.ts';

export type { CategoryCatalogue, Label, ModelTemplate, Pack, VariantRule } from './catalogue/types.ts';

const BY_SLUG: Readonly<Record<string, CategoryCatalogue>> = { ...STATIONERY, ...OFFICE, ...GIFTS };

/** Product templates per category, in `CATEGORIES` order (same index). */
export const CATALOGUE: readonly CategoryCatalogue[] = CATEGORIES.map((category) => {
  const catalogue = BY_SLUG[category.slug];
  if (!catalogue) throw new Error(`No product templates for category "${category.slug}"`);
  return catalogue;
});

/**
 * Sentences that close every description: what the shop promises, not what the product is. In
 * English and in Bangla; a product's Bangla description closes with the Bangla of its English one.
 */
export const CLOSERS: readonly Label[] = [
  [
    'Genuine stock from authorised distributors, delivered across Bangladesh with cash on delivery.',
    'অনুমোদিত পরিবেশকের কাছ থেকে আনা আসল পণ্য, ক্যাশ অন ডেলিভারিতে সারা বাংলাদেশে পৌঁছে দিই।',
  ],
  [
    'Order online for delivery inside Dhaka in 1–2 days and anywhere in Bangladesh within 3–5 days.',
    'অনলাইনে অর্ডার করলে ঢাকার ভেতরে ১–২ দিনে, আর দেশের যেকোনো জায়গায় ৩–৫ দিনের মধ্যে ডেলিভারি।',
  ],
  ['A practical choice for students, teachers and offices alike.', 'শিক্ষার্থী, শিক্ষক কিংবা অফিস, সবার কাজে লাগার মতো একটি জিনিস।'],
  // U+200D keeps র + ্য in its "র‍্য" form, as Bangla spells "wrapping" (র‍্যাপিং).
  ['Add gift wrapping and a personal note at checkout.', 'চেকআউটের সময় গিফট র\u200D্যাপিং আর নিজের লেখা ছোট্ট একটি বার্তা যোগ করতে পারেন।'],
];
