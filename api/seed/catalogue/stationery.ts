import { model, PLAIN, type CategoryCatalogue, type Label } from './types.ts';

const TIPS: readonly Label[] = [PLAIN, ['0.5 mm', '০.৫ মিমি'], ['0.7 mm', '০.৭ মিমি'], ['1.0 mm', '১.০ মিমি']];
const MECHANICAL = { styles: [PLAIN, TIPS[1]!, TIPS[2]!], variants: { colors: ['blue', 'black', 'pink', 'green'], plain: 0.2 } } as const;

/** Writing and drawing: pens, pencils, notebooks & diaries, art supplies. */
export const STATIONERY: Readonly<Record<string, CategoryCatalogue>> = {
  pens: {
    models: [
      model('Matador', 'Pinpoint Ball Pen', 'পিনপয়েন্ট বল পেন', 10, 12),
      model('Matador', 'Hi-School Ball Pen', 'হাই-স্কুল বল পেন', 10, 10),
      model('Matador', 'Ocean Gel Pen', 'ওশান জেল পেন', 15, 20),
      model('Econo', 'DX Ball Pen', 'ডিএক্স বল পেন', 10, 12),
      model('Econo', 'Trendy Gel Pen', 'ট্রেন্ডি জেল পেন', 15, 20),
      model('Pilot', 'G-2 Gel Pen', 'জি-২ জেল পেন', 55, 60),
      model('Pilot', 'BPS-GP Ball Pen', 'বিপিএস-জিপি বল পেন', 35, 45),
      model('Uni-ball', 'Eye Fine Roller Pen', 'আই ফাইন রোলার পেন', 55, 60),
      model('Linc', 'Pentonic Ball Pen', 'পেন্টোনিক বল পেন', 20, 25),
      model('Cello', 'Gripper Ball Pen', 'গ্রিপার বল পেন', 10, 15),
      model('Deli', 'Think Gel Pen', 'থিংক জেল পেন', 20, 30),
      model('Faber-Castell', 'CX5 Ball Pen', 'সিএক্স৫ বল পেন', 12, 15),
    ],
    styles: TIPS,
    packs: [['pack', 1], ['pack', 5], ['pack', 10], ['box', 20]],
    variants: { colors: ['blue', 'black', 'red', 'green'], maxColors: 3, plain: 0.1 },
    blurbs: [
      [
        'The {brand} {model} glides smoothly with quick-drying ink that resists smudging, so exam scripts and office notes stay neat.',
        '{brand} {model} কাগজে মসৃণভাবে চলে, কালি দ্রুত শুকায় বলে লেপ্টে যায় না; পরীক্ষার খাতা থেকে অফিসের নোট, সবই থাকে পরিষ্কার।',
      ],
      [
        'A dependable everyday writer, the {brand} {model} has a comfortable grip for long classes and a sturdy, leak-free body.',
        'রোজকার লেখার ভরসার কলম {brand} {model}: লম্বা ক্লাসেও ধরতে আরাম, বডি মজবুত, কালি লিক করে না।',
      ],
      [
        'Loved by students across Bangladesh, the {brand} {model} gives a crisp, even line on khata paper and printer paper alike.',
        'সারা দেশের শিক্ষার্থীদের প্রিয় {brand} {model} খাতার কাগজে হোক বা প্রিন্টার পেপারে, লেখে স্পষ্ট ও সমান দাগে।',
      ],
    ],
  },
  pencils: {
    models: [
      model('Nataraj', '621 Pencil', '৬২১ পেন্সিল', 10, 12),
      model('Nataraj', 'Bold Dark Pencil', 'বোল্ড ডার্ক পেন্সিল', 10, 12),
      model('Doms', 'Zoom Ultimate Dark Pencil', 'জুম আল্টিমেট ডার্ক পেন্সিল', 10, 12),
      model('Camlin', 'Exam Pencil', 'এক্সাম পেন্সিল', 10, 15),
      model('Faber-Castell', 'Grip 2001 Graphite Pencil', 'গ্রিপ ২০০১ গ্রাফাইট পেন্সিল', 25, 35),
      model('Staedtler', 'Noris Pencil', 'নরিস পেন্সিল', 25, 30),
      model('Staedtler', 'Mars Lumograph Drawing Pencil', 'মার্স লুমোগ্রাফ ড্রয়িং পেন্সিল', 60, 80),
      model('Matador', 'Mechanical Pencil', 'মেকানিক্যাল পেন্সিল', 30, 50, MECHANICAL),
      model('Deli', 'Mechanical Pencil', 'মেকানিক্যাল পেন্সিল', 40, 60, MECHANICAL),
    ],
    styles: [PLAIN, ['HB', 'এইচবি'], ['2B', '২বি'], ['4B', '৪বি'], ['6B', '৬বি']],
    packs: [['pack', 1], ['pack', 10], ['box', 12]],
    variants: { plain: 1 },
    blurbs: [
      [
        'The {brand} {model} has break-resistant lead bonded into the wood, so it sharpens cleanly and writes dark without pressing hard.',
        'মজবুত শিস কাঠের সঙ্গে শক্ত করে বসানো, তাই {brand} {model} সহজে ভাঙে না, কাটা যায় পরিষ্কারভাবে, আর জোরে না চাপলেও লেখা হয় গাঢ়।',
      ],
      [
        'From first alphabets to board-exam diagrams, the {brand} {model} gives smooth, even lines and erases without ghosting.',
        'প্রথম বর্ণমালা থেকে বোর্ড পরীক্ষার ডায়াগ্রাম, {brand} {model} দেয় মসৃণ ও সমান দাগ, আর মুছলে কোনো ছাপ থাকে না।',
      ],
    ],
  },
  'notebooks-diaries': {
    models: [
      model('Fresh', 'Spiral Notebook', 'স্পাইরাল নোটবুক', 80, 160),
      model('Fresh', 'Exercise Khata', 'এক্সারসাইজ খাতা', 60, 90),
      model('Bashundhara', 'Exercise Book', 'এক্সারসাইজ বুক', 60, 100),
      model('Bashundhara', 'Premium Register Khata', 'প্রিমিয়াম রেজিস্টার খাতা', 120, 220),
      model('Econo', 'Campus Notebook', 'ক্যাম্পাস নোটবুক', 70, 150),
      model('Deli', 'Hardcover Notebook', 'হার্ডকভার নোটবুক', 180, 340),
      model('Deli', 'Pocket Notebook', 'পকেট নোটবুক', 60, 90, {
        variants: { colors: ['blue', 'black', 'red', 'pink'], plain: 0.3 },
      }),
      model('Matador', 'Executive Diary', 'এক্সিকিউটিভ ডায়েরি', 280, 450, {
        styles: [PLAIN, ['Leather Finish', 'লেদার ফিনিশ'], ['Undated', 'তারিখবিহীন']],
        variants: { colors: ['black', 'brown', 'maroon', 'navy'], plain: 0.2 },
      }),
      model('Nakshi', 'Handmade Jute Diary', 'হ্যান্ডমেড পাটের ডায়েরি', 300, 450, {
        styles: [PLAIN, ['Nakshi Kantha Cover', 'নকশিকাঁথা কভার'], ['Recycled Paper', 'রিসাইকেলড কাগজ']],
        variants: { plain: 1 },
      }),
    ],
    styles: [PLAIN, ['100 Pages', '১০০ পৃষ্ঠা'], ['200 Pages', '২০০ পৃষ্ঠা'], ['Ruled', 'রুলড'], ['Dotted', 'ডটেড']],
    packs: [['pack', 1], ['pack', 3]],
    variants: { sizes: ['a4', 'a5', 'b5'], plain: 0.15 },
    blurbs: [
      [
        'The {brand} {model} uses smooth, bright paper that takes gel ink without bleeding through, and opens flat on the desk.',
        'মসৃণ, উজ্জ্বল কাগজের {brand} {model}: জেল পেনের কালিও উল্টো পিঠে ছড়ায় না, আর টেবিলে খুললে পাতা থাকে সমান হয়ে।',
      ],
      [
        'Whether it is class notes, accounts or a daily journal, the {brand} {model} keeps pages neat with clear ruling and a sturdy cover.',
        'ক্লাসের নোট, হিসাবের খাতা বা রোজকার ডায়েরি, যা-ই লিখুন, স্পষ্ট রুলিং আর মজবুত কভারের {brand} {model} পাতাগুলো রাখে গোছানো।',
      ],
    ],
  },
  'art-supplies': {
    models: [
      model('Camlin', 'Oil Pastels', 'অয়েল প্যাস্টেল', 120, 250),
      model('Camlin', 'Poster Colour Set', 'পোস্টার কালার সেট', 180, 350),
      model('Faber-Castell', 'Colour Pencils', 'কালার পেন্সিল', 150, 450),
      model('Faber-Castell', 'Connector Sketch Pens', 'কানেক্টর স্কেচ পেন', 150, 350),
      model('Staedtler', 'Watercolour Pencils', 'ওয়াটারকালার পেন্সিল', 450, 900),
      model('Deli', 'Acrylic Paint Set', 'অ্যাক্রিলিক পেইন্ট সেট', 350, 800),
      model('Doms', 'Wax Crayons', 'ওয়াক্স ক্রেয়ন', 60, 150),
      model('Camlin', 'Sketch Book', 'স্কেচ বুক', 120, 300, {
        styles: [PLAIN, ['40 Sheets', '৪০ শিট'], ['80 Sheets', '৮০ শিট']],
        variants: { sizes: ['a4', 'a5'] },
      }),
      model('Camlin', 'Paint Brush Set', 'পেইন্ট ব্রাশ সেট', 100, 250, {
        styles: [PLAIN, ['Round Tip', 'গোল টিপ'], ['Flat Tip', 'ফ্ল্যাট টিপ']],
      }),
    ],
    styles: [PLAIN, ['12 Shades', '১২ শেড'], ['24 Shades', '২৪ শেড'], ['36 Shades', '৩৬ শেড']],
    packs: [['pack', 1], ['set', 2]],
    variants: { plain: 1 },
    blurbs: [
      [
        'Rich, blendable colours make the {brand} {model} a favourite for school art classes, drawing competitions and weekend crafts.',
        'গাঢ় আর সহজে মেশানো যায় এমন রঙের জন্য {brand} {model} স্কুলের আর্ট ক্লাস, আঁকা প্রতিযোগিতা আর ছুটির দিনের হাতের কাজে সবার প্রিয়।',
      ],
      [
        'The {brand} {model} is non-toxic and easy to use, with bright pigments that layer well on drawing paper and card.',
        '{brand} {model} বিষমুক্ত ও ব্যবহারে সহজ; উজ্জ্বল রং ড্রয়িং পেপার আর কার্ডে স্তরে স্তরে সুন্দর বসে।',
      ],
    ],
  },
};
