import { model, PLAIN, type CategoryCatalogue } from './types.ts';

/** Desk and school kit: office supplies, files & folders, calculators, school bags. */
export const OFFICE: Readonly<Record<string, CategoryCatalogue>> = {
  'office-supplies': {
    models: [
      model('Kores', 'Glue Stick', 'গ্লু স্টিক', 40, 80, {
        styles: [PLAIN, ['8 g', '৮ গ্রাম'], ['15 g', '১৫ গ্রাম'], ['40 g', '৪০ গ্রাম']],
      }),
      model('Kores', 'Transparent Tape', 'স্বচ্ছ টেপ', 30, 80, { styles: [PLAIN, ['12 mm', '১২ মিমি'], ['24 mm', '২৪ মিমি']] }),
      model('Kores', 'Whiteboard Marker', 'হোয়াইটবোর্ড মার্কার', 35, 50, {
        variants: { colors: ['black', 'blue', 'red', 'green'], plain: 0.1 },
      }),
      model('Deli', 'Stapler', 'স্ট্যাপলার', 150, 450, {
        styles: [PLAIN, ['Mini', 'মিনি'], ['Heavy Duty', 'হেভি ডিউটি']],
        variants: { colors: ['black', 'blue', 'red', 'grey'], plain: 0.2 },
      }),
      model('Deli', 'Stapler Pins No. 10', 'স্ট্যাপলার পিন নং ১০', 20, 40),
      model('Deli', 'Two-Hole Paper Punch', 'টু-হোল পেপার পাঞ্চ', 180, 400, { variants: { colors: ['black', 'blue', 'grey'], plain: 0.3 } }),
      model('Deli', 'Sticky Notes 76 mm', 'স্টিকি নোট ৭৬ মিমি', 50, 120, {
        variants: { colors: ['yellow', 'pink', 'green', 'blue'], plain: 0.2 },
      }),
      model('Deli', 'Office Scissors', 'অফিস কাঁচি', 80, 200),
      model('Matador', 'Correction Pen', 'কারেকশন পেন', 40, 60),
      model('Econo', 'Highlighter', 'হাইলাইটার', 25, 40, { variants: { colors: ['yellow', 'green', 'pink', 'orange'], plain: 0.1 } }),
    ],
    styles: [PLAIN, ['Classic', 'ক্লাসিক'], ['Premium', 'প্রিমিয়াম']],
    packs: [['pack', 1], ['pack', 2], ['pack', 6]],
    variants: { plain: 1 },
    blurbs: [
      [
        'Built for busy desks, the {brand} {model} is sturdy, simple to use and made to last through daily office work.',
        'ব্যস্ত ডেস্কের জন্য তৈরি {brand} {model} মজবুত, ব্যবহারে সহজ, আর অফিসের রোজকার কাজে টেকে অনেক দিন।',
      ],
      [
        'The {brand} {model} is a small essential that keeps paperwork moving, at home, at school or in the office.',
        'বাসা, স্কুল বা অফিস, কাগজের কাজ সচল রাখতে {brand} {model} ছোট কিন্তু দরকারি একটি জিনিস।',
      ],
    ],
  },
  'files-folders': {
    models: [
      model('Deli', 'Clear Bag File', 'ক্লিয়ার ব্যাগ ফাইল', 30, 70),
      model('Deli', 'Zip Document Bag', 'জিপার ডকুমেন্ট ব্যাগ', 60, 150),
      model('Deli', 'Ring Binder', 'রিং বাইন্ডার', 180, 320, {
        variants: { sizes: ['a4', 'legal'], colors: ['blue', 'black', 'red'], maxColors: 2 },
      }),
      model('Deli', 'Expanding File 13 Pockets', 'এক্সপান্ডিং ফাইল ১৩ পকেট', 300, 550),
      model('Matador', 'Box File', 'বক্স ফাইল', 150, 300),
      model('Econo', 'Display Book 20 Pockets', 'ডিসপ্লে বুক ২০ পকেট', 120, 250),
      model('Shapla', 'Spring File', 'স্প্রিং ফাইল', 40, 90),
      model('Shapla', 'Paper Folder with Clip', 'ক্লিপসহ পেপার ফোল্ডার', 30, 60),
    ],
    styles: [PLAIN, ['Premium', 'প্রিমিয়াম'], ['Economy', 'ইকোনমি'], ['Waterproof', 'ওয়াটারপ্রুফ']],
    packs: [['pack', 1], ['pack', 5], ['pack', 10]],
    variants: { colors: ['blue', 'green', 'red', 'yellow', 'black', 'transparent'], maxColors: 4, plain: 0.1 },
    blurbs: [
      [
        'Keep certificates, admission papers and office documents flat and safe with the {brand} {model}, made from tough, wipe-clean material.',
        'শক্ত, মুছে পরিষ্কার করা যায় এমন উপাদানে তৈরি {brand} {model} সার্টিফিকেট, ভর্তির কাগজপত্র আর অফিসের ডকুমেন্ট রাখে ভাঁজহীন ও নিরাপদ।',
      ],
      [
        'The {brand} {model} makes filing easy: papers stay sorted, labelled and protected from dust and monsoon damp.',
        '{brand} {model} দিয়ে ফাইল গোছানো সহজ: কাগজ থাকে সাজানো, লেবেল করা, আর ধুলো ও বর্ষার স্যাঁতসেঁতে ভাব থেকে সুরক্ষিত।',
      ],
    ],
  },
  calculators: {
    models: [
      model('Casio', 'MX-12B Desktop Calculator', 'এমএক্স-১২বি ডেস্কটপ ক্যালকুলেটর', 650, 900),
      model('Casio', 'fx-991EX ClassWiz Scientific Calculator', 'এফএক্স-৯৯১ইএক্স ক্লাসউইজ সায়েন্টিফিক ক্যালকুলেটর', 2400, 3500),
      model('Casio', 'fx-991ES Plus Scientific Calculator', 'এফএক্স-৯৯১ইএস প্লাস সায়েন্টিফিক ক্যালকুলেটর', 1600, 2200),
      model('Casio', 'fx-82MS Scientific Calculator', 'এফএক্স-৮২এমএস সায়েন্টিফিক ক্যালকুলেটর', 1100, 1500),
      model('Casio', 'DJ-120D Plus Check Calculator', 'ডিজে-১২০ডি প্লাস চেক ক্যালকুলেটর', 1800, 2600),
      model('Deli', '1238 Desktop Calculator', '১২৩৮ ডেস্কটপ ক্যালকুলেটর', 450, 800),
      model('Deli', 'D991ES Scientific Calculator', 'ডি৯৯১ইএস সায়েন্টিফিক ক্যালকুলেটর', 900, 1400),
      model('Citizen', 'CT-512 Calculator', 'সিটি-৫১২ ক্যালকুলেটর', 500, 700),
      model('Citizen', 'SDC-888X Desktop Calculator', 'এসডিসি-৮৮৮এক্স ডেস্কটপ ক্যালকুলেটর', 800, 1200),
    ],
    styles: [PLAIN, ['with Cover', 'কভারসহ'], ['Twin Power', 'টুইন পাওয়ার']],
    packs: [['pack', 1]],
    variants: { colors: ['black', 'white', 'blue', 'pink'], maxColors: 2, plain: 0.7 },
    blurbs: [
      [
        'The {brand} {model} has a clear, tilted display and responsive keys for quick, accurate sums at the shop counter or in the exam hall.',
        'দোকানের কাউন্টার হোক বা পরীক্ষার হল, {brand} {model} দিয়ে হিসাব হয় দ্রুত ও নির্ভুল: ডিসপ্লে স্পষ্ট ও একটু হেলানো, বোতাম চাপলেই সাড়া দেয়।',
      ],
      [
        'Powered by solar and battery, the {brand} {model} is a reliable companion for students, accountants and small businesses.',
        'সোলার আর ব্যাটারি, দুটোতেই চলে {brand} {model}; শিক্ষার্থী, হিসাবরক্ষক আর ছোট ব্যবসায়ীদের নির্ভরযোগ্য সঙ্গী।',
      ],
    ],
  },
  'school-bags': {
    models: [
      model('Skybags', 'Campus Backpack', 'ক্যাম্পাস ব্যাকপ্যাক', 1800, 3400),
      model('Skybags', 'Trolley School Bag', 'ট্রলি স্কুল ব্যাগ', 2800, 3700),
      model('Wildcraft', 'Wiki School Backpack', 'উইকি স্কুল ব্যাকপ্যাক', 2000, 3600),
      model('Campus Gear', 'Junior School Bag', 'জুনিয়র স্কুল ব্যাগ', 1050, 1600),
      model('Campus Gear', 'Waterproof Backpack', 'ওয়াটারপ্রুফ ব্যাকপ্যাক', 1500, 2800),
      model('Doel', 'Cartoon Print School Bag', 'কার্টুন প্রিন্ট স্কুল ব্যাগ', 1050, 1400),
      model('Doel', 'Ergonomic School Bag', 'আর্গোনমিক স্কুল ব্যাগ', 1200, 2200),
    ],
    styles: [PLAIN, ['22 L', '২২ লিটার'], ['30 L', '৩০ লিটার'], ['with Rain Cover', 'রেইন কভারসহ']],
    packs: [['pack', 1]],
    variants: { sizes: ['s', 'm', 'l'], colors: ['navy', 'black', 'maroon', 'pink', 'sky-blue', 'grey'], maxColors: 3, plain: 0 },
    blurbs: [
      [
        'The {brand} {model} has padded shoulder straps, a cushioned back panel and roomy pockets for books, tiffin box and water bottle.',
        'প্যাড দেওয়া কাঁধের স্ট্র্যাপ, পিঠে নরম কুশন, আর বই, টিফিন বক্স ও পানির বোতলের জন্য বড় বড় পকেট: স্কুলে যাওয়ার আরামের সঙ্গী {brand} {model}।',
      ],
      [
        'Made from water-resistant fabric with strong zips, the {brand} {model} survives rickshaw rides and monsoon showers on the way to school.',
        'পানি-প্রতিরোধী কাপড় আর মজবুত চেইনের {brand} {model} স্কুলে যাওয়ার পথে রিকশার ঝাঁকুনি আর বর্ষার বৃষ্টি, দুটোই সামলে নেয়।',
      ],
    ],
  },
};
