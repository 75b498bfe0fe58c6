/*
 * The editors' pages of the demo shop (issue 13 §1), as a content editor would write them in the
 * commerce backend: HTML with headings and lists. Real, readable text for a stationery and gifts
 * shop in Bangladesh; Bangla where a local shop would use it. The shop sanitises it at build time.
 */

/** A seeded page: `updatedAt` is when an editor last changed it; `…Bn` its Bangla (issue 24 §4). */
export interface SeedPage {
  slug: string;
  title: string;
  summary: string;
  html: string;
  titleBn: string;
  summaryBn: string;
  htmlBn: string;
  updatedAt: string;
}

const about = `
<p>Kolom (<span lang="bn">কলম</span>, "pen") started in 2016 as a small stationery counter in Nilkhet, Dhaka, beside the book market where generations of students have bought their notebooks. Today we are an online shop and ten outlets across Bangladesh, still run by the same family, still choosing every product as if it were for our own desk.</p>
<h2>What we sell</h2>
<ul>
<li><strong>School and university stationery</strong>: exercise books, pens, geometry boxes, files and bags for the new term.</li>
<li><strong>Office supplies</strong>: registers, staplers, calculators, desk organisers and printing paper.</li>
<li><strong>Art and craft</strong>: colours, brushes, sketch books and craft paper for young artists and grown-up hobbyists.</li>
<li><strong>Gifts</strong>: gift boxes, diaries, mugs and cards for Eid, Pohela Boishakh (<span lang="bn">শুভ নববর্ষ</span>), birthdays and weddings, wrapped for free.</li>
</ul>
<h2>Delivery across Bangladesh</h2>
<p>We deliver to all 64 districts. Inside Dhaka city an order usually arrives the next day; outside Dhaka it takes two to four days through our courier partners. Cash on delivery is available everywhere, and orders from BDT 3,000 travel free.</p>
<h2>Why shoppers choose us</h2>
<p>Genuine brands at printed prices, a real person on the phone from 10 am to 8 pm, and a 7-day return if something is not right. Schools and offices can ask for a bulk price list through our <a href="/contact">contact page</a>.</p>
`;

const privacy = `
<p>This policy explains what personal information Kolom collects when you shop with us, why, and what you can ask us to do with it.</p>
<h2>What we collect</h2>
<ul>
<li>Your name, phone number, e-mail address and delivery addresses, when you create an account or place an order.</li>
<li>Your orders, payments and returns, so that we can deliver, refund and answer your questions.</li>
<li>Messages you send us through the contact form, with the time and the network address they came from.</li>
<li>Basic, anonymous statistics of page visits, when analytics is turned on.</li>
</ul>
<h2>How we use it</h2>
<p>We use your information to deliver your orders, to call or message you about them, to prevent fraud, and, only if you subscribe, to send you news about offers. We never sell your information.</p>
<h2>Who we share it with</h2>
<p>Only with the couriers who deliver your parcel (name, phone and address) and the payment providers who process your payment (bKash, Nagad, card gateways). Each may use it only for that purpose.</p>
<h2>Cookies and local storage</h2>
<p>Your cart, your chosen currency and your sign-in are kept in your browser's local storage so that they are still there when you come back. You can clear them at any time from your browser's settings.</p>
<h2>How long we keep it</h2>
<p>Order records are kept for six years, as Bangladeshi tax law requires. Contact messages are deleted after one year. You may close your account at any time.</p>
<h2>Your rights</h2>
<p>You may ask to see, correct or delete your personal information by writing to <a href="mailto:help@kolom.com.bd">help@kolom.com.bd</a>. We answer within 7 working days.</p>
`;

const terms = `
<p>These terms apply to every purchase from the Kolom website and outlets. By placing an order you accept them.</p>
<h2>Orders and prices</h2>
<p>All prices are in Bangladeshi taka (BDT) and include VAT. Prices shown in other currencies are estimates; you pay in taka. An order is confirmed when we send you its invoice number. If a product runs out after you order it, we call you to offer a replacement or a full refund.</p>
<h2>Payment</h2>
<ul>
<li>Cash on delivery, anywhere in Bangladesh.</li>
<li>Debit and credit cards through a secure payment gateway; we never see your card number.</li>
<li>bKash, Nagad or bank transfer, paid later with the receipt uploaded to your order.</li>
</ul>
<h2>Delivery</h2>
<p>Delivery charges and times are shown at checkout before you pay. Please check the parcel in front of the delivery person; a damaged parcel may be refused and will be replaced free of charge.</p>
<h2>Coupons and offers</h2>
<p>One coupon per order. Offers cannot be exchanged for cash and end on the date shown.</p>
<h2>Your account</h2>
<p>Keep your password to yourself. You are responsible for orders placed from your account; tell us at once if you think someone else has used it.</p>
<h2>Disputes</h2>
<p>We try to settle every complaint by talking to you first. These terms are governed by the laws of Bangladesh, and the courts of Dhaka have jurisdiction.</p>
`;

const returns = `
<p>If something you bought from Kolom is not right, you can return or exchange it within <strong>7 days of delivery</strong>. <span lang="bn">৭ দিনের মধ্যে রিটার্ন বা বদল করা যাবে।</span></p>
<h2>What can be returned</h2>
<ul>
<li>Products that arrived damaged, faulty or different from what you ordered.</li>
<li>Unused products in their original packaging, with the invoice, if you changed your mind.</li>
</ul>
<h2>What cannot be returned</h2>
<ul>
<li>Opened colours, inks and glue, for hygiene and safety.</li>
<li>Personalised gifts (names printed or engraved) unless they arrived faulty.</li>
<li>Gift cards and products bought on clearance.</li>
</ul>
<h2>How to return</h2>
<ol>
<li>Call us on +880 9610-123456 or write through the contact page within 7 days, with your invoice number.</li>
<li>Hand the product to our courier, who collects it from your address, or bring it to any Kolom outlet.</li>
<li>We check it within 2 working days and tell you the result.</li>
</ol>
<h2>Refunds</h2>
<p>Refunds go back the way you paid: to your bKash or Nagad number, your card or your bank account, within 7 working days of our check. Cash-on-delivery orders are refunded by bKash or bank transfer. If the fault was ours, we refund the delivery charge too.</p>
<h2>Exchanges</h2>
<p>Prefer another colour or size? We send the exchange free of charge when the first product was faulty, and for the usual delivery charge otherwise.</p>
`;

const comingSoon = `
<p>We are busy preparing new things for you. Leave your e-mail address and we will tell you as soon as they arrive.</p>
<h2>New arrivals</h2>
<p>Fountain pens from Japan, handmade nakshi kantha notebook covers from Jessore, and a new range of eco-friendly jute gift bags.</p>
<h2>Our social pages</h2>
<p>Kolom on Facebook, Instagram and YouTube: study desk ideas, craft tutorials and the first look at every sale.</p>
`;

const contact = `<p>Questions about a product, an order or a delivery? Call us, write to us, or visit an outlet. We answer every message within one working day.</p>`;

const outlets = `<p>Visit a Kolom outlet to see and try our pens, papers and gifts before you buy. Every outlet accepts returns of online orders.</p>`;

/*
 * The same pages in Bangla, written for a Bangladeshi shopper rather than word for word: digits in
 * Bangla, prices in taka, bKash and Nagad by the names people say; the shop is "Kolom", as the
 * shop's Bangla messages write it (কলম would read as "pen"). Links go to the pages' Bangla twins.
 */
const aboutBn = `
<p>২০১৬ সালে ঢাকার নীলক্ষেতে বইয়ের মার্কেটের পাশে ছোট্ট একটি স্টেশনারি কাউন্টার দিয়ে Kolom-এর যাত্রা শুরু, যেখান থেকে প্রজন্মের পর প্রজন্ম ছাত্রছাত্রীরা খাতা-কলম কিনেছে। আজ আমরা একটি অনলাইন শপ, আর সারা বাংলাদেশে আমাদের দশটি আউটলেট। দোকান এখনো চালায় সেই একই পরিবার, আর প্রতিটি পণ্য আমরা এমনভাবে বাছাই করি, যেন নিজের টেবিলের জন্যই কিনছি।</p>
<h2>আমরা যা বিক্রি করি</h2>
<ul>
<li><strong>স্কুল ও বিশ্ববিদ্যালয়ের স্টেশনারি</strong>: নতুন ক্লাসের জন্য খাতা, কলম, জ্যামিতি বক্স, ফাইল আর ব্যাগ।</li>
<li><strong>অফিস সামগ্রী</strong>: রেজিস্টার খাতা, স্ট্যাপলার, ক্যালকুলেটর, ডেস্ক অর্গানাইজার আর প্রিন্টিং পেপার।</li>
<li><strong>আর্ট ও ক্রাফট</strong>: খুদে শিল্পী আর শখের শিল্পীদের জন্য রং, তুলি, স্কেচবুক আর ক্রাফট পেপার।</li>
<li><strong>উপহার</strong>: ঈদ, পহেলা বৈশাখ, জন্মদিন আর বিয়ের জন্য গিফট বক্স, ডায়েরি, মগ আর কার্ড; গিফট প্যাকিং একদম ফ্রি।</li>
</ul>
<h2>সারা বাংলাদেশে ডেলিভারি</h2>
<p>আমরা ৬৪ জেলাতেই ডেলিভারি দিই। ঢাকা শহরের ভেতরে অর্ডার সাধারণত পরের দিনই পৌঁছে যায়; ঢাকার বাইরে আমাদের কুরিয়ার পার্টনারদের মাধ্যমে দুই থেকে চার দিন লাগে। সব জায়গাতেই ক্যাশ অন ডেলিভারি আছে, আর ৳৩,০০০ বা তার বেশি অর্ডারে ডেলিভারি ফ্রি।</p>
<h2>কেন ক্রেতারা আমাদের বেছে নেন</h2>
<p>গায়ে লেখা দামেই আসল ব্র্যান্ডের পণ্য, সকাল ১০টা থেকে রাত ৮টা পর্যন্ত ফোনে সত্যিকারের মানুষের সাহায্য, আর কিছু ঠিক না থাকলে ৭ দিনের মধ্যে রিটার্ন। স্কুল ও অফিস আমাদের <a href="/bn/contact">যোগাযোগ পেজ</a> থেকে পাইকারি দামের তালিকা চেয়ে নিতে পারে।</p>
`;

const privacyBn = `
<p>আমাদের কাছ থেকে কেনাকাটা করলে Kolom আপনার কোন কোন ব্যক্তিগত তথ্য সংগ্রহ করে, কেন করে, আর সেই তথ্য নিয়ে আপনি আমাদের কী করতে বলতে পারেন, এই নীতিতে তা জানানো হলো।</p>
<h2>আমরা যা সংগ্রহ করি</h2>
<ul>
<li>অ্যাকাউন্ট খোলা বা অর্ডার করার সময় আপনার নাম, ফোন নম্বর, ই-মেইল ঠিকানা আর ডেলিভারির ঠিকানা।</li>
<li>আপনার অর্ডার, পেমেন্ট আর রিটার্নের তথ্য, যাতে আমরা পণ্য পৌঁছে দিতে, টাকা ফেরত দিতে আর আপনার প্রশ্নের উত্তর দিতে পারি।</li>
<li>যোগাযোগ ফর্মে পাঠানো আপনার মেসেজ, কখন পাঠানো হয়েছে আর কোন নেটওয়ার্ক ঠিকানা থেকে এসেছে সেই তথ্যসহ।</li>
<li>অ্যানালিটিক্স চালু থাকলে পেজ ভিজিটের সাধারণ, নামবিহীন পরিসংখ্যান।</li>
</ul>
<h2>আমরা তথ্য কীভাবে ব্যবহার করি</h2>
<p>আপনার অর্ডার পৌঁছে দিতে, অর্ডার নিয়ে আপনাকে ফোন বা মেসেজ করতে, প্রতারণা ঠেকাতে, আর শুধু আপনি সাবস্ক্রাইব করলে অফারের খবর পাঠাতে আমরা আপনার তথ্য ব্যবহার করি। আপনার তথ্য আমরা কখনো বিক্রি করি না।</p>
<h2>কাদের সঙ্গে তথ্য শেয়ার করি</h2>
<p>শুধু যে কুরিয়ার আপনার পার্সেল পৌঁছে দেয় (নাম, ফোন আর ঠিকানা) এবং যে পেমেন্ট প্রতিষ্ঠান আপনার পেমেন্ট সম্পন্ন করে (বিকাশ, নগদ, কার্ড গেটওয়ে), তাদের সঙ্গে। তারা প্রত্যেকে শুধু সেই কাজেই এই তথ্য ব্যবহার করতে পারে।</p>
<h2>কুকি ও লোকাল স্টোরেজ</h2>
<p>আপনার কার্ট, বেছে নেওয়া মুদ্রা আর সাইন-ইন আপনার ব্রাউজারের লোকাল স্টোরেজে রাখা থাকে, যাতে ফিরে এসেও সব আগের মতো পান। ব্রাউজারের সেটিংস থেকে যেকোনো সময় এগুলো মুছে ফেলতে পারেন।</p>
<h2>কত দিন তথ্য রাখি</h2>
<p>বাংলাদেশের কর আইন অনুযায়ী অর্ডারের রেকর্ড ছয় বছর রাখা হয়। যোগাযোগের মেসেজ এক বছর পর মুছে ফেলা হয়। আপনি যেকোনো সময় আপনার অ্যাকাউন্ট বন্ধ করতে পারেন।</p>
<h2>আপনার অধিকার</h2>
<p><a href="mailto:help@kolom.com.bd">help@kolom.com.bd</a> ঠিকানায় লিখে আপনার ব্যক্তিগত তথ্য দেখতে, সংশোধন করতে বা মুছে ফেলতে বলতে পারেন। আমরা ৭ কর্মদিবসের মধ্যে উত্তর দিই।</p>
`;

const termsBn = `
<p>Kolom-এর ওয়েবসাইট ও আউটলেট থেকে প্রতিটি কেনাকাটায় এই শর্তগুলো প্রযোজ্য। অর্ডার করলে আপনি এগুলো মেনে নিচ্ছেন।</p>
<h2>অর্ডার ও দাম</h2>
<p>সব দাম বাংলাদেশি টাকায় এবং ভ্যাটসহ। অন্য মুদ্রায় দেখানো দাম আনুমানিক; পরিশোধ করবেন টাকায়। আমরা ইনভয়েস নম্বর পাঠালে অর্ডারটি নিশ্চিত হয়। অর্ডারের পর কোনো পণ্য ফুরিয়ে গেলে আমরা ফোন করে বিকল্প পণ্য অথবা পুরো টাকা ফেরতের কথা জানাই।</p>
<h2>পেমেন্ট</h2>
<ul>
<li>বাংলাদেশের যেকোনো জায়গায় ক্যাশ অন ডেলিভারি।</li>
<li>নিরাপদ পেমেন্ট গেটওয়ের মাধ্যমে ডেবিট ও ক্রেডিট কার্ড; আপনার কার্ড নম্বর আমরা কখনো দেখি না।</li>
<li>বিকাশ, নগদ বা ব্যাংক ট্রান্সফার: পরে পেমেন্ট করে রসিদটি আপনার অর্ডারে আপলোড করুন।</li>
</ul>
<h2>ডেলিভারি</h2>
<p>ডেলিভারি চার্জ আর সময় পেমেন্টের আগেই চেকআউটে দেখানো হয়। ডেলিভারিম্যানের সামনেই পার্সেলটি দেখে নিন; ক্ষতিগ্রস্ত পার্সেল ফিরিয়ে দিতে পারেন, আমরা বিনা খরচে বদলে দেব।</p>
<h2>কুপন ও অফার</h2>
<p>প্রতি অর্ডারে একটি কুপন। অফারের বদলে নগদ টাকা দেওয়া হয় না, আর অফার দেখানো তারিখেই শেষ হয়।</p>
<h2>আপনার অ্যাকাউন্ট</h2>
<p>আপনার পাসওয়ার্ড কাউকে জানাবেন না। আপনার অ্যাকাউন্ট থেকে করা অর্ডারের দায় আপনার; অন্য কেউ ব্যবহার করেছে মনে হলে সঙ্গে সঙ্গে আমাদের জানান।</p>
<h2>বিরোধ নিষ্পত্তি</h2>
<p>যেকোনো অভিযোগ আমরা আগে আপনার সঙ্গে কথা বলে মেটানোর চেষ্টা করি। এই শর্তাবলি বাংলাদেশের আইন অনুযায়ী চলবে, এবং এ বিষয়ে ঢাকার আদালতের এখতিয়ার থাকবে।</p>
`;

const returnsBn = `
<p>Kolom থেকে কেনা কোনো পণ্যে সমস্যা থাকলে <strong>ডেলিভারির ৭ দিনের মধ্যে</strong> তা ফেরত দিতে বা বদলে নিতে পারেন।</p>
<h2>যা ফেরত দেওয়া যায়</h2>
<ul>
<li>ভাঙা, ত্রুটিপূর্ণ বা অর্ডারের সঙ্গে না মেলা পণ্য।</li>
<li>মত বদলালে অব্যবহৃত পণ্য, আসল প্যাকেটে আর ইনভয়েসসহ।</li>
</ul>
<h2>যা ফেরত দেওয়া যায় না</h2>
<ul>
<li>খোলা রং, কালি আর আঠা, স্বাস্থ্য ও নিরাপত্তার কারণে।</li>
<li>নাম ছাপানো বা খোদাই করা উপহার; তবে ত্রুটি নিয়ে পৌঁছালে ফেরত দেওয়া যাবে।</li>
<li>গিফট কার্ড আর ক্লিয়ারেন্স সেলে কেনা পণ্য।</li>
</ul>
<h2>যেভাবে ফেরত দেবেন</h2>
<ol>
<li>৭ দিনের মধ্যে ইনভয়েস নম্বরসহ +৮৮০ ৯৬১০-১২৩৪৫৬ নম্বরে ফোন করুন, অথবা যোগাযোগ পেজ থেকে লিখুন।</li>
<li>পণ্যটি আমাদের কুরিয়ারের হাতে দিন, তিনি আপনার ঠিকানা থেকে নিয়ে আসবেন; অথবা যেকোনো Kolom আউটলেটে নিয়ে আসুন।</li>
<li>আমরা ২ কর্মদিবসের মধ্যে পণ্যটি যাচাই করে ফলাফল জানাব।</li>
</ol>
<h2>টাকা ফেরত</h2>
<p>যেভাবে পেমেন্ট করেছেন, টাকা সেভাবেই ফেরত যায়: আপনার বিকাশ বা নগদ নম্বরে, কার্ডে বা ব্যাংক অ্যাকাউন্টে, যাচাইয়ের ৭ কর্মদিবসের মধ্যে। ক্যাশ অন ডেলিভারির অর্ডারের টাকা বিকাশ বা ব্যাংক ট্রান্সফারে ফেরত দেওয়া হয়। ভুল আমাদের হলে ডেলিভারি চার্জও ফেরত দিই।</p>
<h2>বদল</h2>
<p>অন্য রং বা সাইজ চান? প্রথম পণ্যটি ত্রুটিপূর্ণ হলে বদলের পণ্য আমরা বিনা খরচে পাঠাই, না হলে সাধারণ ডেলিভারি চার্জ লাগে।</p>
`;

const comingSoonBn = `
<p>আপনার জন্য নতুন কিছু আনতে আমরা কাজ করছি। আপনার ই-মেইল ঠিকানা দিয়ে রাখুন, নতুন পণ্য এলেই জানিয়ে দেব।</p>
<h2>নতুন পণ্য</h2>
<p>জাপানের ফাউন্টেন পেন, যশোরের হাতে তৈরি নকশিকাঁথার খাতার কভার, আর পরিবেশবান্ধব পাটের গিফট ব্যাগের নতুন কালেকশন।</p>
<h2>আমাদের সোশ্যাল পেজ</h2>
<p>ফেসবুক, ইনস্টাগ্রাম আর ইউটিউবে Kolom: পড়ার টেবিল সাজানোর আইডিয়া, ক্রাফটের টিউটোরিয়াল, আর প্রতিটি সেলের প্রথম ঝলক।</p>
`;

const contactBn = `<p>কোনো পণ্য, অর্ডার বা ডেলিভারি নিয়ে প্রশ্ন আছে? ফোন করুন, লিখুন, অথবা কাছের আউটলেটে চলে আসুন। প্রতিটি মেসেজের উত্তর আমরা এক কর্মদিবসের মধ্যে দিই।</p>`;

const outletsBn = `<p>কেনার আগে আমাদের কলম লিখে দেখতে, কাগজ আর উপহার নিজের চোখে দেখতে Kolom-এর যেকোনো আউটলেটে চলে আসুন। প্রতিটি আউটলেটে অনলাইন অর্ডারের পণ্যও ফেরত নেওয়া হয়।</p>`;

const at = (date: string) => `${date}T04:00:00.000Z`;

/** Every editors' page of the demo shop. */
export const SEED_PAGES: readonly SeedPage[] = [
  { slug: 'about', title: 'About Kolom', summary: 'A family stationery shop from Nilkhet, Dhaka, delivering pens, paper and gifts to all 64 districts of Bangladesh.', html: about,
    titleBn: 'আমাদের কথা', summaryBn: 'ঢাকার নীলক্ষেতের একটি পারিবারিক স্টেশনারি দোকান, যা বাংলাদেশের ৬৪ জেলাতেই কলম, কাগজ আর উপহার পৌঁছে দেয়।', htmlBn: aboutBn, updatedAt: at('2026-09-14') },
  { slug: 'privacy-policy', title: 'Privacy policy', summary: 'What personal information Kolom collects, why, who sees it, and how to ask us to change or delete it.', html: privacy,
    titleBn: 'গোপনীয়তা নীতি', summaryBn: 'Kolom কোন ব্যক্তিগত তথ্য সংগ্রহ করে, কেন করে, কারা তা দেখে, আর কীভাবে আপনি তা বদলাতে বা মুছে ফেলতে বলবেন।', htmlBn: privacyBn, updatedAt: at('2026-08-01') },
  { slug: 'terms-conditions', title: 'Terms & conditions', summary: 'The terms of buying from Kolom: prices in BDT, payment, delivery, coupons and disputes.', html: terms,
    titleBn: 'শর্তাবলি', summaryBn: 'Kolom থেকে কেনাকাটার শর্ত: টাকায় দাম, পেমেন্ট, ডেলিভারি, কুপন আর বিরোধ নিষ্পত্তি।', htmlBn: termsBn, updatedAt: at('2026-08-01') },
  { slug: 'return', title: 'Return and refund policy', summary: 'Return or exchange anything within 7 days of delivery; refunds within 7 working days, the way you paid.', html: returns,
    titleBn: 'রিটার্ন ও রিফান্ড নীতি', summaryBn: 'ডেলিভারির ৭ দিনের মধ্যে যেকোনো পণ্য ফেরত দিন বা বদলে নিন; যেভাবে পেমেন্ট করেছেন, ৭ কর্মদিবসের মধ্যে সেভাবেই টাকা ফেরত।', htmlBn: returnsBn, updatedAt: at('2026-10-05') },
  { slug: 'coming-soon', title: 'Coming soon', summary: 'New arrivals and our social pages are on their way: leave your e-mail and be the first to know.', html: comingSoon,
    titleBn: 'শিগগিরই আসছে', summaryBn: 'নতুন পণ্য আর আমাদের সোশ্যাল পেজ আসছে: ই-মেইল দিয়ে রাখুন, সবার আগে জানুন।', htmlBn: comingSoonBn, updatedAt: at('2026-11-01') },
  { slug: 'contact', title: 'Contact us', summary: 'Call, e-mail or write to Kolom: we answer every question about products, orders and delivery within one working day.', html: contact,
    titleBn: 'যোগাযোগ', summaryBn: 'Kolom-এ ফোন, ই-মেইল বা মেসেজ করুন: পণ্য, অর্ডার আর ডেলিভারি নিয়ে যেকোনো প্রশ্নের উত্তর দিই এক কর্মদিবসের মধ্যে।', htmlBn: contactBn, updatedAt: at('2026-09-14') },
  { slug: 'contactV1', title: 'Contact us', summary: 'Phone, e-mail, address and opening hours of Kolom, and a form to write to us.', html: contact,
    titleBn: 'যোগাযোগ', summaryBn: 'Kolom-এর ফোন নম্বর, ই-মেইল, ঠিকানা ও খোলার সময়, আর আমাদের কাছে লেখার ফর্ম।', htmlBn: contactBn, updatedAt: at('2026-09-14') },
  { slug: 'outlets', title: 'Our outlets', summary: 'Ten Kolom outlets across Bangladesh, with opening hours, phone numbers and directions.', html: outlets,
    titleBn: 'আমাদের আউটলেট', summaryBn: 'সারা বাংলাদেশে Kolom-এর দশটি আউটলেট: খোলার সময়, ফোন নম্বর আর যাওয়ার পথ।', htmlBn: outletsBn, updatedAt: at('2026-10-20') },
];

/** Bullet points: the figures of /about and the promises of /coming-soon; the English ones with their Bangla. */
export const SEED_BULLETS: readonly { slug: string; value: string; label: string; lang?: string; valueBn?: string; labelBn?: string }[] = [
  { slug: 'about', value: '2016', label: 'the year we opened in Nilkhet', valueBn: '২০১৬', labelBn: 'সালে নীলক্ষেতে আমাদের শুরু' },
  { slug: 'about', value: '64', label: 'districts we deliver to', valueBn: '৬৪', labelBn: 'জেলায় আমাদের ডেলিভারি' },
  { slug: 'about', value: '10', label: 'outlets in 6 divisions', valueBn: '১০টি', labelBn: 'আউটলেট, ছয় বিভাগে' },
  { slug: 'about', value: '3,500+', label: 'products from 40 brands', valueBn: '৩,৫০০+', labelBn: 'পণ্য, ৪০টি ব্র্যান্ডের' },
  { slug: 'coming-soon', value: 'নতুন', label: 'নতুন কলম, খাতা আর উপহার', lang: 'bn' },
  { slug: 'coming-soon', value: 'Social', label: 'Facebook, Instagram and YouTube pages', valueBn: 'সোশ্যাল', labelBn: 'ফেসবুক, ইনস্টাগ্রাম আর ইউটিউব পেজ' },
];

/** The shop's texts: what the contact pages show. */
export const SEED_SHOP_TEXTS: readonly [key: string, value: string][] = [
  ['address', 'House 12, Road 5, Dhanmondi, Dhaka 1205'],
  ['addressBn', 'বাড়ি ১২, রোড ৫, ধানমন্ডি, ঢাকা ১২০৫'],
  ['phone', '+880 9610-123456'],
  ['hotline', '+880 1712-345678'],
  ['whatsapp', '+880 1712-345678'],
  ['email', 'help@kolom.com.bd'],
  ['hours', 'Saturday to Thursday, 10 am to 8 pm'],
  ['fridayHours', 'Friday, 3 pm to 8 pm (after Jumu’ah)'],
  ['hoursBn', 'শনিবার থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৮টা'],
  ['fridayHoursBn', 'শুক্রবার, বিকেল ৩টা থেকে রাত ৮টা (জুমার নামাজের পর)'],
  ['mapUrl', 'https://www.google.com/maps/search/?api=1&query=23.7461,90.3742'],
];
