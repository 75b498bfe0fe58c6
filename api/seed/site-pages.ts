/*
 * The editors' pages of the demo shop (issue 13 §1), as a content editor would write them in the
 * commerce backend: HTML with headings and lists. Real, readable text for a stationery and gifts
 * shop in Bangladesh; Bangla where a local shop would use it. The shop sanitises it at build time.
 */

/** A seeded page: `updatedAt` is when an editor last changed it. */
export interface SeedPage {
  slug: string;
  title: string;
  summary: string;
  html: string;
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

const at = (date: string) => `${date}T04:00:00.000Z`;

/** Every editors' page of the demo shop. */
export const SEED_PAGES: readonly SeedPage[] = [
  { slug: 'about', title: 'About Kolom', summary: 'A family stationery shop from Nilkhet, Dhaka, delivering pens, paper and gifts to all 64 districts of Bangladesh.', html: about, updatedAt: at('2026-09-14') },
  { slug: 'privacy-policy', title: 'Privacy policy', summary: 'What personal information Kolom collects, why, who sees it, and how to ask us to change or delete it.', html: privacy, updatedAt: at('2026-08-01') },
  { slug: 'terms-conditions', title: 'Terms & conditions', summary: 'The terms of buying from Kolom: prices in BDT, payment, delivery, coupons and disputes.', html: terms, updatedAt: at('2026-08-01') },
  { slug: 'return', title: 'Return and refund policy', summary: 'Return or exchange anything within 7 days of delivery; refunds within 7 working days, the way you paid.', html: returns, updatedAt: at('2026-10-05') },
  { slug: 'coming-soon', title: 'Coming soon', summary: 'New arrivals and our social pages are on their way: leave your e-mail and be the first to know.', html: comingSoon, updatedAt: at('2026-11-01') },
  { slug: 'contact', title: 'Contact us', summary: 'Call, e-mail or write to Kolom: we answer every question about products, orders and delivery within one working day.', html: contact, updatedAt: at('2026-09-14') },
  { slug: 'contactV1', title: 'Contact us', summary: 'Phone, e-mail, address and opening hours of Kolom, and a form to write to us.', html: contact, updatedAt: at('2026-09-14') },
  { slug: 'outlets', title: 'Our outlets', summary: 'Ten Kolom outlets across Bangladesh, with opening hours, phone numbers and directions.', html: outlets, updatedAt: at('2026-10-20') },
];

/** Bullet points: the figures of /about and the promises of /coming-soon. */
export const SEED_BULLETS: readonly { slug: string; value: string; label: string; lang?: string }[] = [
  { slug: 'about', value: '2016', label: 'the year we opened in Nilkhet' },
  { slug: 'about', value: '64', label: 'districts we deliver to' },
  { slug: 'about', value: '10', label: 'outlets in 6 divisions' },
  { slug: 'about', value: '3,500+', label: 'products from 40 brands' },
  { slug: 'coming-soon', value: 'নতুন', label: 'নতুন কলম, খাতা আর উপহার', lang: 'bn' },
  { slug: 'coming-soon', value: 'Social', label: 'Facebook, Instagram and YouTube pages' },
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
  ['mapUrl', 'https://www.google.com/maps/search/?api=1&query=23.7461,90.3742'],
];
