/*
 * The editors' articles of the demo shop (issue 13 §1): the stories /about carries and what
 * /coming-soon announces, written as an editor would in the commerce backend.
 */

/** A seeded article; `page` is the content page that lists it. */
export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  html: string;
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
    tags: ['coming-soon', 'gift-guide', 'new-arrivals'],
    page: 'coming-soon',
    publishedAt: at('2026-11-18'),
    updatedAt: at('2026-11-18'),
  },
];
