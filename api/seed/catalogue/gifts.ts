import { model, PLAIN, type CategoryCatalogue } from './types.ts';

// U+200D keeps র + ্য in its "র‍্য" form, as Bangla spells "wrapping" (র‍্যাপিং).
const WRAPPING_BN = 'র\u200D্যাপিং';

/** Gifting: greeting cards, gift boxes, mugs, photo frames, gift wrapping. */
export const GIFTS: Readonly<Record<string, CategoryCatalogue>> = {
  'greeting-cards': {
    models: [
      model('Shuvecha', 'Eid Mubarak Card', 'ঈদ মোবারক কার্ড', 60, 200),
      model('Shuvecha', 'Pohela Boishakh Card', 'পহেলা বৈশাখ কার্ড', 50, 180),
      model('Shuvecha', 'Handmade Thank You Card', 'হ্যান্ডমেড থ্যাংক ইউ কার্ড', 60, 150),
      model('Shuvecha', "Teachers' Day Card", 'শিক্ষক দিবস কার্ড', 40, 120),
      model('Archies', 'Birthday Card', 'বার্থডে কার্ড', 120, 350),
      model('Archies', 'Anniversary Card', 'অ্যানিভার্সারি কার্ড', 150, 350),
      model('Archies', 'Friendship Day Card', 'ফ্রেন্ডশিপ ডে কার্ড', 100, 250),
      model('Nakshi', 'Wedding Wishes Card', 'বিয়ের শুভেচ্ছা কার্ড', 80, 250),
    ],
    styles: [PLAIN, ['Pop-Up', 'পপ-আপ'], ['Nakshi Kantha Design', 'নকশিকাঁথা ডিজাইন'], ['Glitter', 'গ্লিটার'], ['Musical', 'মিউজিক্যাল']],
    packs: [['pack', 1], ['set', 5]],
    variants: { plain: 1 },
    blurbs: [
      [
        'Say it warmly with the {brand} {model}: thick art card, a heartfelt message inside and a matching envelope.',
        'মনের কথা আন্তরিকভাবে জানান {brand} {model} দিয়ে: মোটা আর্ট কার্ড, ভেতরে হৃদয়ছোঁয়া শুভেচ্ছাবার্তা, সঙ্গে মানানসই খাম।',
      ],
      [
        'Designed and printed in Bangladesh, the {brand} {model} carries your wishes in bright colours, with room for a personal note.',
        'বাংলাদেশে ডিজাইন ও ছাপা {brand} {model} উজ্জ্বল রঙে পৌঁছে দেয় আপনার শুভেচ্ছা; নিজের হাতে দু-লাইন লেখার জায়গাও আছে।',
      ],
    ],
  },
  'gift-boxes': {
    models: [
      model('Upohar', 'Stationery Gift Set', 'স্টেশনারি গিফট সেট', 600, 1500),
      model('Upohar', 'Kids Art Gift Box', 'কিডস আর্ট গিফট বক্স', 700, 1800),
      model('Upohar', 'Office Desk Gift Set', 'অফিস ডেস্ক গিফট সেট', 900, 2400),
      model('Nakshi', 'Jute Gift Hamper Box', 'পাটের গিফট হ্যাম্পার বক্স', 900, 2400),
      model('Parker', 'Vector Pen Gift Set', 'ভেক্টর পেন গিফট সেট', 1200, 2400, { variants: { plain: 1 } }),
      model('Dhaka Crafts', 'Wooden Keepsake Box', 'কাঠের কিপসেক বক্স', 700, 2000),
      model('Faber-Castell', 'Art Gift Tin', 'আর্ট গিফট টিন', 800, 2200),
    ],
    styles: [PLAIN, ['Premium', 'প্রিমিয়াম'], ['Eid Special', 'ঈদ স্পেশাল'], ['Pohela Boishakh Special', 'পহেলা বৈশাখ স্পেশাল']],
    packs: [['pack', 1]],
    variants: { sizes: ['s', 'm', 'l'], plain: 0.2 },
    blurbs: [
      [
        'The {brand} {model} arrives beautifully packed and ready to give, a thoughtful present for birthdays, Eid and graduation days.',
        'সুন্দর করে প্যাক করা {brand} {model} হাতে পেয়েই উপহার দেওয়া যায়; জন্মদিন, ঈদ বা সমাবর্তনের দিনে মনে রাখার মতো উপহার।',
      ],
      [
        'Put together by our Dhaka team, the {brand} {model} combines useful everyday pieces in a sturdy keepsake box.',
        'আমাদের ঢাকার টিমের হাতে সাজানো {brand} {model}: রোজকার কাজের দরকারি জিনিস, যত্ন করে রেখে দেওয়ার মতো মজবুত একটি বাক্সে।',
      ],
    ],
  },
  mugs: {
    models: [
      model('Shinepukur', 'Ceramic Coffee Mug', 'সিরামিক কফি মগ', 250, 450),
      model('Shinepukur', 'Tea Lover Mug', 'চা-প্রেমী মগ', 280, 450),
      model('Monno', 'Porcelain Tea Mug', 'পোর্সেলিন টি মগ', 250, 400),
      model('Dhaka Crafts', 'Rickshaw Art Mug', 'রিকশা আর্ট মগ', 350, 650),
      model('Dhaka Crafts', 'Bangla Alphabet Mug', 'বাংলা বর্ণমালা মগ', 350, 600),
      model('Upohar', 'Magic Colour-Changing Mug', 'ম্যাজিক কালার-চেঞ্জিং মগ', 450, 750),
      model('Deli', 'Insulated Travel Mug', 'ইনসুলেটেড ট্রাভেল মগ', 550, 900),
    ],
    styles: [PLAIN, ['300 ml', '৩০০ মিলি'], ['350 ml', '৩৫০ মিলি'], ['Gift Boxed', 'গিফট বক্সসহ']],
    packs: [['pack', 1], ['set', 2], ['set', 6]],
    variants: { colors: ['white', 'black', 'red', 'sky-blue', 'yellow', 'green'], maxColors: 3, plain: 0.15 },
    blurbs: [
      [
        'Start the morning cha right with the {brand} {model}: glazed, microwave- and dishwasher-safe, with a comfortable handle.',
        'সকালের চায়ের সঙ্গী হোক {brand} {model}: গ্লেজ করা, মাইক্রোওয়েভ ও ডিশওয়াশারে নিরাপদ, হাতলটাও ধরতে আরাম।',
      ],
      [
        'The {brand} {model} makes a cheerful gift for colleagues and friends, with colours that stay bright wash after wash.',
        'সহকর্মী বা বন্ধুর জন্য হাসিখুশি একটি উপহার {brand} {model}; বারবার ধোয়ার পরও রং থাকে উজ্জ্বল।',
      ],
    ],
  },
  'photo-frames': {
    models: [
      model('Dhaka Crafts', 'Wooden Photo Frame', 'কাঠের ছবির ফ্রেম', 250, 700),
      model('Dhaka Crafts', 'Terracotta Photo Frame', 'টেরাকোটা ছবির ফ্রেম', 350, 800),
      model('Nakshi', 'Jute Photo Frame', 'পাটের ছবির ফ্রেম', 200, 500),
      model('Deli', 'Desk Photo Frame', 'ডেস্ক ফটো ফ্রেম', 200, 450),
      model('Upohar', 'Collage Photo Frame', 'কোলাজ ফটো ফ্রেম', 500, 900),
      model('Upohar', 'Acrylic Photo Frame', 'অ্যাক্রিলিক ফটো ফ্রেম', 300, 750),
    ],
    styles: [PLAIN, ['Tabletop', 'টেবিলটপ'], ['Wall Hanging', 'দেয়ালে ঝোলানোর'], ['Vintage', 'ভিনটেজ']],
    packs: [['pack', 1], ['set', 3]],
    variants: { sizes: ['4x6', '5x7', '8x10', 'a4'], colors: ['black', 'white', 'gold', 'brown'], maxColors: 2, plain: 0.1 },
    blurbs: [
      [
        'Display your favourite memories in the {brand} {model}, with a clear front panel and a sturdy back stand.',
        'প্রিয় মুহূর্তগুলো সাজিয়ে রাখুন {brand} {model} দিয়ে: সামনে স্বচ্ছ প্যানেল, পেছনে মজবুত স্ট্যান্ড।',
      ],
      [
        'The {brand} {model} adds warmth to a study table or living room wall, and makes a lovely wedding or graduation gift.',
        'পড়ার টেবিল বা বসার ঘরের দেয়ালে উষ্ণতা আনে {brand} {model}; বিয়ে বা সমাবর্তনের উপহার হিসেবেও চমৎকার।',
      ],
    ],
  },
  'gift-wrapping': {
    models: [
      model('Rongdhonu', 'Gift Wrapping Paper', `গিফট ${WRAPPING_BN} পেপার`, 30, 60),
      model('Rongdhonu', 'Tissue Wrapping Sheets', `টিস্যু ${WRAPPING_BN} শিট`, 50, 120),
      model('Rongdhonu', 'Satin Ribbon Roll', 'সাটিন রিবন রোল', 60, 150),
      model('Rongdhonu', 'Kraft Gift Bag', 'ক্রাফট গিফট ব্যাগ', 40, 120),
      model('Upohar', 'Gift Bow Set', 'গিফট বো সেট', 80, 200),
      model('Nakshi', 'Jute Gift Pouch', 'পাটের গিফট পাউচ', 80, 200),
      model('Deli', 'Decorative Washi Tape', 'ডেকোরেটিভ ওয়াশি টেপ', 60, 150),
    ],
    styles: [PLAIN, ['Floral Print', 'ফ্লোরাল প্রিন্ট'], ['Eid Special', 'ঈদ স্পেশাল'], ['Birthday Print', 'বার্থডে প্রিন্ট'], ['Metallic', 'মেটালিক']],
    packs: [['pack', 1], ['pack', 5], ['pack', 10]],
    variants: { colors: ['red', 'gold', 'silver', 'pink', 'blue', 'green'], maxColors: 3, plain: 0.3 },
    blurbs: [
      [
        'Finish every present beautifully with the {brand} {model}: easy to fold, cut and tie, in rich colours that photograph well.',
        'প্রতিটি উপহার সুন্দর করে মুড়িয়ে দিন {brand} {model} দিয়ে: ভাঁজ করা, কাটা আর বাঁধা সহজ, গাঢ় রং ছবিতেও দেখায় চমৎকার।',
      ],
      [
        'From Eid salami envelopes to wedding gifts, the {brand} {model} gives your wrapping a neat, festive finish.',
        'ঈদের সালামির খাম থেকে বিয়ের উপহার, {brand} {model} আপনার মোড়কে আনে পরিপাটি, উৎসবের ছোঁয়া।',
      ],
    ],
  },
};
