/*
 * The editors' articles of the demo shop (issue 13 §1): the stories /about carries and what
 * /coming-soon announces, written as an editor would in the commerce backend.
 */

/** A seeded article; `page` is the content page that lists it; `…Bn` its Bangla (issue 24 §4). */
export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  html: string;
  titleBn: string;
  summaryBn: string;
  htmlBn: string;
  tags: string[];
  page?: string;
  publishedAt: string;
  updatedAt: string;
}

const at = (date: string) => `${date}T04:00:00.000Z`;

export const SEED_ARTICLES: readonly SeedArticle[] = [
  {
    slug: 'choosing-a-notebook',
    title: 'How we choose a notebook',
    summary: 'Paper weight, binding and ruling: the three things we check before a notebook earns a place on our shelves.',
    html: `<p>Every exercise book we sell has been written in by one of us first. We look at three things.</p>
<ul>
<li><strong>Paper weight</strong>: 70 gsm or more, so a gel pen does not show through the page.</li>
<li><strong>Binding</strong>: stitched or glued spines that open flat and survive a school year in a bag.</li>
<li><strong>Ruling</strong>: lines printed straight and light, in the widths Bangladeshi schools ask for.</li>
</ul>
<p>Most of our notebooks are made in Bangladesh, by printers in Dhaka and Gazipur we have worked with for years.</p>`,
    titleBn: 'আমরা যেভাবে খাতা বাছাই করি',
    summaryBn: 'কাগজের পুরুত্ব, বাঁধাই আর লাইন: কোনো খাতা আমাদের দোকানের তাকে জায়গা পাওয়ার আগে এই তিনটি জিনিস আমরা দেখে নিই।',
    htmlBn: `<p>আমাদের প্রতিটি খাতায় আগে আমাদেরই কেউ একজন লিখে দেখেছেন। আমরা তিনটি জিনিস দেখি।</p>
<ul>
<li><strong>কাগজের পুরুত্ব</strong>: ৭০ জিএসএম বা তার বেশি, যাতে জেল পেনের কালি পাতার উল্টো পিঠে ফুটে না ওঠে।</li>
<li><strong>বাঁধাই</strong>: সেলাই বা আঠায় বাঁধা, যা পুরোপুরি মেলে খোলা যায় আর ব্যাগে পুরো এক শিক্ষাবর্ষ টিকে থাকে।</li>
<li><strong>লাইন</strong>: সোজা আর হালকা করে ছাপা, বাংলাদেশের স্কুলগুলো যে মাপ চায় সেই মাপে।</li>
</ul>
<p>আমাদের বেশির ভাগ খাতা বাংলাদেশেই তৈরি, ঢাকা আর গাজীপুরের সেই সব ছাপাখানায়, যাদের সঙ্গে আমরা বহু বছর ধরে কাজ করছি।</p>`,
    tags: ['our-story', 'school'],
    page: 'about',
    publishedAt: at('2026-06-02'),
    updatedAt: at('2026-06-02'),
  },
  {
    slug: 'wrapping-gifts',
    title: 'Gift wrapping, the Kolom way',
    summary: 'Every gift leaves us wrapped in jute or hand-printed paper, with a card written by hand if you ask.',
    html: `<p>Wrapping is free on every gift, online and in our outlets. We use jute bags from Narayanganj and paper printed by hand with <span lang="bn">আলপনা</span> patterns for Pohela Boishakh and Eid.</p>
<p>Tell us what to write in the note at checkout and we write it by hand, in English or in Bangla.</p>`,
    titleBn: 'উপহার মোড়ানো, Kolom-এর নিজস্ব ধাঁচে',
    summaryBn: 'প্রতিটি উপহার আমাদের কাছ থেকে যায় পাটের ব্যাগে বা হাতে ছাপা কাগজে মুড়ে, চাইলে সঙ্গে হাতে লেখা কার্ড।',
    htmlBn: `<p>অনলাইনে হোক বা আমাদের আউটলেটে, প্রতিটি উপহার মোড়ানো হয় বিনা খরচে। আমরা ব্যবহার করি নারায়ণগঞ্জের পাটের ব্যাগ, আর পহেলা বৈশাখ ও ঈদের জন্য হাতে আলপনার নকশা ছাপা কাগজ।</p>
<p>চেকআউটের সময় নোটে কী লিখতে হবে জানিয়ে দিন, আমরা তা হাতে লিখে দেব, বাংলায় বা ইংরেজিতে।</p>`,
    tags: ['gift-guide', 'our-story'],
    page: 'about',
    publishedAt: at('2026-08-20'),
    updatedAt: at('2026-08-20'),
  },
  {
    slug: 'back-to-school-2027',
    title: 'The back-to-school list, January 2027',
    summary: 'What class one to class ten need for the new term, checked against the lists schools sent us.',
    html: `<p>Each December schools send us their lists. We put together a set for every class, from class one's colour pencils to class ten's scientific calculator, at one price.</p>
<h2>Ordering for a whole class</h2>
<p>Teachers and parents' committees can ask for a bulk price through our <a href="/contact">contact page</a>.</p>`,
    titleBn: 'স্কুলে ফেরার তালিকা, জানুয়ারি ২০২৭',
    summaryBn: 'নতুন শিক্ষাবর্ষে প্রথম থেকে দশম শ্রেণির যা যা লাগবে, স্কুলগুলোর পাঠানো তালিকার সঙ্গে মিলিয়ে।',
    htmlBn: `<p>প্রতি ডিসেম্বরে স্কুলগুলো আমাদের কাছে তাদের তালিকা পাঠায়। প্রথম শ্রেণির রংপেনসিল থেকে দশম শ্রেণির সায়েন্টিফিক ক্যালকুলেটর পর্যন্ত, প্রতিটি শ্রেণির জন্য আমরা একটি করে সেট সাজাই, এক দামে।</p>
<h2>পুরো ক্লাসের জন্য অর্ডার</h2>
<p>শিক্ষক আর অভিভাবক কমিটি আমাদের <a href="/bn/contact">যোগাযোগ পেজ</a> থেকে পাইকারি দাম চেয়ে নিতে পারেন।</p>`,
    tags: ['school', 'coming-soon'],
    page: 'coming-soon',
    publishedAt: at('2026-11-10'),
    updatedAt: at('2026-11-10'),
  },
  {
    slug: 'boishakh-gift-boxes',
    title: 'Pohela Boishakh gift boxes arrive in March',
    summary: 'Hand-painted boxes of diaries, pens and sweets for the Bangla new year, ready to send to all 64 districts.',
    html: `<p>For <span lang="bn">পহেলা বৈশাখ ১৪৩৪</span> we are making three gift boxes with artisans in Jessore: a diary and fountain pen set, a children's craft box, and a box of nakshi kantha notebook covers.</p>
<p>They arrive in our outlets and online in the first week of March. Leave your e-mail on this page to hear the day they do.</p>`,
    titleBn: 'পহেলা বৈশাখের উপহার বাক্স আসছে মার্চে',
    summaryBn: 'বাংলা নববর্ষের জন্য হাতে আঁকা বাক্সে ডায়েরি, কলম আর মিষ্টি, দেশের ৬৪ জেলাতেই পাঠানোর জন্য তৈরি।',
    htmlBn: `<p>পহেলা বৈশাখ ১৪৩৪-এর জন্য যশোরের কারিগরদের সঙ্গে মিলে আমরা তিনটি উপহার বাক্স তৈরি করছি: ডায়েরি আর ফাউন্টেন পেনের সেট, শিশুদের হাতের কাজের বাক্স, আর নকশিকাঁথার খাতার মলাটের একটি বাক্স।</p>
<p>মার্চের প্রথম সপ্তাহে এগুলো আমাদের আউটলেটে আর অনলাইনে আসবে। কোন দিন আসছে জানতে এই পেজে আপনার ই-মেইল রেখে যান।</p>`,
    tags: ['coming-soon', 'gift-guide', 'new-arrivals'],
    page: 'coming-soon',
    publishedAt: at('2026-11-18'),
    updatedAt: at('2026-11-18'),
  },
];
