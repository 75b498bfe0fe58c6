/** Bangla spellings of the brands in the demo catalogue (international and local). */
export const BRANDS_BN: Readonly<Record<string, string>> = {
  Matador: 'ম্যাটাডোর',
  Econo: 'ইকোনো',
  Deli: 'ডেলি',
  'Faber-Castell': 'ফেবার-কাস্টেল',
  Staedtler: 'স্টেডলার',
  Casio: 'ক্যাসিও',
  Citizen: 'সিটিজেন',
  Pilot: 'পাইলট',
  'Uni-ball': 'ইউনি-বল',
  Linc: 'লিংক',
  Cello: 'সেলো',
  Camlin: 'ক্যামলিন',
  Kores: 'কোরেস',
  Doms: 'ডমস',
  Nataraj: 'নটরাজ',
  Fresh: 'ফ্রেশ',
  Bashundhara: 'বসুন্ধরা',
  Shapla: 'শাপলা',
  Skybags: 'স্কাইব্যাগস',
  Wildcraft: 'ওয়াইল্ডক্রাফট',
  'Campus Gear': 'ক্যাম্পাস গিয়ার',
  Doel: 'দোয়েল',
  Archies: 'আর্চিজ',
  Shuvecha: 'শুভেচ্ছা',
  Nakshi: 'নকশি',
  Upohar: 'উপহার',
  Parker: 'পার্কার',
  'Dhaka Crafts': 'ঢাকা ক্রাফটস',
  Shinepukur: 'শাইনপুকুর',
  Monno: 'মুন্নু',
  Rongdhonu: 'রংধনু',
};

/** The Bangla name of `brand`; a brand missing here is a bug in the catalogue tables. */
export function brandBn(brand: string): string {
  const bn = BRANDS_BN[brand];
  if (bn === undefined) throw new Error(`No Bangla name for brand "${brand}"`);
  return bn;
}
