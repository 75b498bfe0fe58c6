/** The flat drawing the media service shows for a category and its products. */
export type IconName =
  | 'pen'
  | 'pencil'
  | 'notebook'
  | 'palette'
  | 'stapler'
  | 'folder'
  | 'calculator'
  | 'backpack'
  | 'card'
  | 'gift'
  | 'mug'
  | 'frame'
  | 'wrapping';

/** A demo category: English and Bangla names, URL slug and the icon its pictures use. */
export interface SeedCategory {
  slug: string;
  name: string;
  nameBn: string;
  icon: IconName;
}

/**
 * The shop's departments, in display order. Append only: product ids map onto this order
 * (`categoryIndexOfProduct`), and the media service draws from it.
 */
export const CATEGORIES: readonly SeedCategory[] = [
  { slug: 'pens', name: 'Pens', nameBn: 'কলম', icon: 'pen' },
  { slug: 'pencils', name: 'Pencils', nameBn: 'পেন্সিল', icon: 'pencil' },
  { slug: 'notebooks-diaries', name: 'Notebooks & Diaries', nameBn: 'নোটবুক ও ডায়েরি', icon: 'notebook' },
  { slug: 'art-supplies', name: 'Art Supplies', nameBn: 'আর্ট সামগ্রী', icon: 'palette' },
  { slug: 'office-supplies', name: 'Office Supplies', nameBn: 'অফিস সামগ্রী', icon: 'stapler' },
  { slug: 'files-folders', name: 'Files & Folders', nameBn: 'ফাইল ও ফোল্ডার', icon: 'folder' },
  { slug: 'calculators', name: 'Calculators', nameBn: 'ক্যালকুলেটর', icon: 'calculator' },
  { slug: 'school-bags', name: 'School Bags', nameBn: 'স্কুল ব্যাগ', icon: 'backpack' },
  { slug: 'greeting-cards', name: 'Greeting Cards', nameBn: 'গ্রিটিং কার্ড', icon: 'card' },
  { slug: 'gift-boxes', name: 'Gift Boxes', nameBn: 'গিফট বক্স', icon: 'gift' },
  { slug: 'mugs', name: 'Mugs', nameBn: 'মগ', icon: 'mug' },
  { slug: 'photo-frames', name: 'Photo Frames', nameBn: 'ছবির ফ্রেম', icon: 'frame' },
  // The zero-width joiner keeps র + ্য as the "র‍্য" (rya) form, as Bangla spells "wrapping".
  { slug: 'gift-wrapping', name: 'Gift Wrapping', nameBn: 'গিফট র\u200D্যাপিং', icon: 'wrapping' },
];

/** The category whose slug is `slug`, if any. */
export function categoryBySlug(slug: string): SeedCategory | undefined {
  return CATEGORIES.find((category) => category.slug === slug);
}
