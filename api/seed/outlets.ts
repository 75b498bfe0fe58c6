import type { OpeningHours, Outlet } from '../../src/lib/contract/outlets.ts';

/** A seeded outlet: an outlet as the API answers it, before it has an id; the demo's have their Bangla. */
export type SeedOutlet = Omit<Outlet, 'id' | 'addressBn' | 'districtBn' | 'divisionBn'> & { addressBn: string; districtBn: string; divisionBn: string };

// Most shops in Bangladesh open Saturday to Thursday and only after Jumu'ah prayers on Friday.
const SAT_TO_THU = [6, 0, 1, 2, 3, 4];
const week = (opens: string, closes: string, friday?: { opens: string; closes: string }): OpeningHours[] => [
  ...SAT_TO_THU.map((day) => ({ day, opens, closes })),
  ...(friday ? [{ day: 5, ...friday }] : []),
];
const AFTER_JUMUAH = { opens: '15:00', closes: '20:00' };

/** Ten outlets in six divisions, at the places a stationery shop would choose. */
export const SEED_OUTLETS: readonly SeedOutlet[] = [
  { name: 'Kolom Nilkhet', nameBn: 'কলম নীলক্ষেত', address: 'Shop 41, Nilkhet Book Market, Dhaka 1205', addressBn: 'দোকান ৪১, নীলক্ষেত বইমার্কেট, ঢাকা ১২০৫', division: 'Dhaka', divisionBn: 'ঢাকা', district: 'Dhaka', districtBn: 'ঢাকা', phone: '+880 1712-345601', latitude: 23.733, longitude: 90.387, hours: week('09:30', '21:00') },
  { name: 'Kolom Dhanmondi', nameBn: 'কলম ধানমন্ডি', address: 'House 12, Road 5, Dhanmondi, Dhaka 1205', addressBn: 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫', division: 'Dhaka', divisionBn: 'ঢাকা', district: 'Dhaka', districtBn: 'ঢাকা', phone: '+880 1712-345602', latitude: 23.7461, longitude: 90.3742, hours: week('10:00', '20:00', AFTER_JUMUAH) },
  { name: 'Kolom Uttara', nameBn: 'কলম উত্তরা', address: 'Sector 7, Rabindra Sarani, Uttara, Dhaka 1230', addressBn: 'সেক্টর ৭, রবীন্দ্র সরণি, উত্তরা, ঢাকা ১২৩০', division: 'Dhaka', divisionBn: 'ঢাকা', district: 'Dhaka', districtBn: 'ঢাকা', phone: '+880 1712-345603', latitude: 23.8759, longitude: 90.3795, hours: week('10:00', '22:00', { opens: '15:00', closes: '22:00' }) },
  { name: 'Kolom Narayanganj', nameBn: 'কলম নারায়ণগঞ্জ', address: 'Bangabandhu Road, Chashara, Narayanganj 1400', addressBn: 'বঙ্গবন্ধু সড়ক, চাষাড়া, নারায়ণগঞ্জ ১৪০০', division: 'Dhaka', divisionBn: 'ঢাকা', district: 'Narayanganj', districtBn: 'নারায়ণগঞ্জ', phone: '+880 1712-345604', latitude: 23.6238, longitude: 90.5, hours: week('10:00', '20:00', AFTER_JUMUAH) },
  { name: 'Kolom GEC Circle', nameBn: 'কলম জিইসি মোড়', address: 'CDA Avenue, GEC Circle, Chattogram 4000', addressBn: 'সিডিএ অ্যাভিনিউ, জিইসি মোড়, চট্টগ্রাম ৪০০০', division: 'Chattogram', divisionBn: 'চট্টগ্রাম', district: 'Chattogram', districtBn: 'চট্টগ্রাম', phone: '+880 1812-345605', latitude: 22.359, longitude: 91.8215, hours: week('10:00', '21:00', AFTER_JUMUAH) },
  // On the beach road, open late for the evening crowd, past midnight on Thursday and Friday.
  { name: 'Kolom Cox’s Bazar', nameBn: 'কলম কক্সবাজার', address: 'Kolatoli Road, Cox’s Bazar 4700', addressBn: 'কলাতলী রোড, কক্সবাজার ৪৭০০', division: 'Chattogram', divisionBn: 'চট্টগ্রাম', district: 'Cox’s Bazar', districtBn: 'কক্সবাজার', phone: '+880 1812-345606', latitude: 21.4272, longitude: 92.0058, hours: [...week('11:00', '23:00').filter((h) => h.day !== 4), { day: 4, opens: '11:00', closes: '01:00' }, { day: 5, opens: '15:00', closes: '01:00' }] },
  { name: 'Kolom Zindabazar', nameBn: 'কলম জিন্দাবাজার', address: 'Al-Hamra Shopping City, Zindabazar, Sylhet 3100', addressBn: 'আল-হামরা শপিং সিটি, জিন্দাবাজার, সিলেট ৩১০০', division: 'Sylhet', divisionBn: 'সিলেট', district: 'Sylhet', districtBn: 'সিলেট', phone: '+880 1912-345607', latitude: 24.8949, longitude: 91.8687, hours: week('10:00', '20:00', AFTER_JUMUAH) },
  { name: 'Kolom Shaheb Bazar', nameBn: 'কলম সাহেব বাজার', address: 'Zero Point, Shaheb Bazar, Rajshahi 6100', addressBn: 'জিরো পয়েন্ট, সাহেব বাজার, রাজশাহী ৬১০০', division: 'Rajshahi', divisionBn: 'রাজশাহী', district: 'Rajshahi', districtBn: 'রাজশাহী', phone: '+880 1312-345608', latitude: 24.3636, longitude: 88.6241, hours: week('10:00', '20:00', AFTER_JUMUAH) },
  { name: 'Kolom Khulna', nameBn: 'কলম খুলনা', address: 'KDA Avenue, Shib Bari More, Khulna 9100', addressBn: 'কেডিএ অ্যাভিনিউ, শিববাড়ি মোড়, খুলনা ৯১০০', division: 'Khulna', divisionBn: 'খুলনা', district: 'Khulna', districtBn: 'খুলনা', phone: '+880 1512-345609', latitude: 22.8456, longitude: 89.5403, hours: week('10:00', '20:00', AFTER_JUMUAH) },
  { name: 'Kolom Rangpur', nameBn: 'কলম রংপুর', address: 'Jahaj Company More, Rangpur 5400', addressBn: 'জাহাজ কোম্পানি মোড়, রংপুর ৫৪০০', division: 'Rangpur', divisionBn: 'রংপুর', district: 'Rangpur', districtBn: 'রংপুর', phone: '+880 1712-345610', latitude: 25.7439, longitude: 89.2752, hours: week('10:00', '19:30') },
];
