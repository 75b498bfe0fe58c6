/** A home-page slider; `categorySlug` becomes a `/products?categoryId=…` link once ids exist. */
export interface SeedSlider {
  title: string;
  subtitle: string;
  /** The slide in Bangla (issue 24 §4), as a Bangladeshi shopper reads it. */
  titleBn: string;
  subtitleBn: string;
  categorySlug: string;
}

/** Natural size of slider pictures (see api/media). */
export const SLIDER_SIZE = { width: 1600, height: 600 } as const;

/** The four seasonal banners of the home page; `sliders/{n}` draws the matching scene. */
export const SLIDERS: readonly SeedSlider[] = [
  {
    title: 'Back to School',
    titleBn: 'স্কুলে ফেরার প্রস্তুতি',
    subtitle: 'Notebooks, pens and bags for the new term, up to 20% off',
    subtitleBn: 'নতুন ক্লাসের খাতা, কলম আর ব্যাগে ২০% পর্যন্ত ছাড়',
    categorySlug: 'notebooks-diaries',
  },
  {
    title: 'Pohela Boishakh Gifts',
    titleBn: 'পহেলা বৈশাখের উপহার',
    subtitle: 'Shubho Noboborsho! Gift boxes, cards and mugs for 1 Boishakh',
    subtitleBn: 'শুভ নববর্ষ! পহেলা বৈশাখে প্রিয়জনের জন্য গিফট বক্স, কার্ড আর মগ',
    categorySlug: 'gift-boxes',
  },
  {
    title: 'Office Essentials',
    titleBn: 'অফিসের দরকারি সবকিছু',
    subtitle: 'Files, staplers and calculators for a tidy, productive desk',
    subtitleBn: 'গোছানো ডেস্ক, ঝামেলাহীন কাজ: ফাইল, স্ট্যাপলার আর ক্যালকুলেটর',
    categorySlug: 'office-supplies',
  },
  {
    title: 'Art & Craft Corner',
    titleBn: 'আর্ট ও ক্রাফট কর্নার',
    subtitle: 'Colours, brushes and sketch books for young artists',
    subtitleBn: 'খুদে শিল্পীদের জন্য রং, তুলি আর স্কেচবুক',
    categorySlug: 'art-supplies',
  },
];

/** A conversion record: `rate` is units of `currency` that one BDT buys (spec §3). */
export interface SeedCurrency {
  currency: string;
  country: string;
  numCode: string;
  rate: number;
  img: string;
}

/**
 * BDT first (the default: Bangladesh, +88, rate 1), then the currencies of the countries most
 * of the diaspora orders from. `numCode` is the calling code; rates are demo values.
 */
export const CURRENCIES: readonly SeedCurrency[] = [
  { currency: 'BDT', country: 'Bangladesh', numCode: '+88', rate: 1, img: '🇧🇩' },
  { currency: 'USD', country: 'United States', numCode: '+1', rate: 0.0082, img: '🇺🇸' },
  { currency: 'EUR', country: 'European Union', numCode: '+32', rate: 0.0076, img: '🇪🇺' },
  { currency: 'GBP', country: 'United Kingdom', numCode: '+44', rate: 0.0065, img: '🇬🇧' },
  { currency: 'INR', country: 'India', numCode: '+91', rate: 0.7, img: '🇮🇳' },
  { currency: 'AED', country: 'United Arab Emirates', numCode: '+971', rate: 0.0301, img: '🇦🇪' },
  { currency: 'SAR', country: 'Saudi Arabia', numCode: '+966', rate: 0.0308, img: '🇸🇦' },
  { currency: 'MYR', country: 'Malaysia', numCode: '+60', rate: 0.0365, img: '🇲🇾' },
  { currency: 'SGD', country: 'Singapore', numCode: '+65', rate: 0.011, img: '🇸🇬' },
  { currency: 'CAD', country: 'Canada', numCode: '+1', rate: 0.0112, img: '🇨🇦' },
];

/** Every conversion is from taka. */
export const CURRENCY_SOURCE = 'BDT';
