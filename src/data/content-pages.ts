import { listArticles, listContentBullets, listContentPages, listOutlets, listQrs, listShopTexts, listVariantImages, searchArticles } from '../lib/api/site-content.ts';
import type { Outlet } from '../lib/contract/outlets.ts';
import type { ContentBullet, Qr } from '../lib/contract/site-content.ts';
import type { VariantImage } from '../lib/contract/variant-images.ts';
import { renderArticle, type RenderedArticle } from '../lib/content/articles.ts';
import { outline, type OutlineEntry } from '../lib/content/outline.ts';
import { sanitizeHtml } from '../lib/content/sanitize-html.ts';
import { shopContactOf, type ShopContact } from '../lib/content/shop-contact.ts';
import { buildClient, orFail } from './build-api.ts';
import { memo } from './memo.ts';

/**
 * A content page as the shop renders it: the editors' HTML sanitised, headings with ids, its outline;
 * and its Bangla (issue 24 §4), each part where the API has one, the Bangla HTML made ready the same
 * way. Both languages' pages render from it (`shownPage` picks).
 */
export interface RenderedPage {
  slug: string;
  title: string;
  summary: string;
  updatedAt: string;
  html: string;
  toc: OutlineEntry[];
  titleBn?: string;
  summaryBn?: string;
  htmlBn?: string;
  tocBn?: OutlineEntry[];
}

/** Everything a content page is rendered from; also its `_payload.json`. */
export interface ContentPageData {
  page: RenderedPage;
  bullets: ContentBullet[];
}
/** The contact pages' QR code: what it says and what scanning it opens (QrCode.astro draws it at build time). */
export interface ContactPageData extends ContentPageData { shop: ShopContact; qr: Pick<Qr, 'label' | 'text'> | undefined }
export interface OutletsPageData extends ContentPageData { outlets: Outlet[] }
/** The about page: its content, the shop's stories, and pictures of what it sells in its colours and sizes. */
export interface AboutPageData extends ContentPageData { articles: RenderedArticle[]; variants: VariantImage[] }
/** The coming-soon page: its content and the articles tagged as coming. */
export interface ComingSoonPageData extends ContentPageData { articles: RenderedArticle[] }

/** Variant pictures the about page shows: two rows of four on a wide screen. */
const ABOUT_VARIANTS = 8;
/** The tag that puts an article on /coming-soon, wherever else it belongs. */
export const COMING_SOON_TAG = 'coming-soon';

const loadShopTexts = memo(async () => shopContactOf(orFail('shop texts', await listShopTexts(buildClient)).list));

/** The contact pages' QR code: the first the API lists (WhatsApp in the demo). */
const loadQr = memo(async (): Promise<ContactPageData['qr']> => {
  const first = orFail('QR codes', await listQrs(buildClient)).list[0];
  return first && { label: first.label, text: first.text };
});

/** One editors' page and its bullet points; a page the API does not have fails the build. */
export const loadContentPage = memo(async (slug: string): Promise<ContentPageData> => {
  const [pages, bullets] = await Promise.all([listContentPages(buildClient, slug), listContentBullets(buildClient, slug)]);
  const page = orFail(`content page ${slug}`, pages).list[0];
  if (!page) throw new Error(`Build could not load content page ${slug}: the content API has no such page`);
  // Sanitised here, once, at build time: no editor's script ever reaches a shopper's browser.
  const { html, toc } = outline(sanitizeHtml(page.html));
  const bangla = page.htmlBn?.trim() ? outline(sanitizeHtml(page.htmlBn)) : undefined;
  const rendered: RenderedPage = {
    slug: page.slug, title: page.title, summary: page.summary, updatedAt: page.updatedAt, html, toc,
    ...(page.titleBn ? { titleBn: page.titleBn } : {}),
    ...(page.summaryBn ? { summaryBn: page.summaryBn } : {}),
    ...(bangla ? { htmlBn: bangla.html, tocBn: bangla.toc } : {}),
  };
  return { page: rendered, bullets: orFail(`bullets of ${slug}`, bullets).list };
});

/** A contact page: its content and the shop's address, phones, e-mail and hours. */
export async function loadContactPage(slug: 'contact' | 'contactV1'): Promise<ContactPageData> {
  const [content, shop, qr] = await Promise.all([loadContentPage(slug), loadShopTexts(), loadQr()]);
  return { ...content, shop, qr };
}

/** The outlets page: its content and every outlet. */
export async function loadOutletsPage(): Promise<OutletsPageData> {
  const [content, outlets] = await Promise.all([loadContentPage('outlets'), listOutlets(buildClient)]);
  return { ...content, outlets: orFail('outlets', outlets).list };
}

/** The about page: its content, its articles (`GET …/content/articles?slug=about`) and variant pictures. */
export const loadAboutPage = memo(async (): Promise<AboutPageData> => {
  const [content, articles, variants] = await Promise.all([
    loadContentPage('about'),
    listArticles(buildClient, 'about'),
    listVariantImages(buildClient, { size: ABOUT_VARIANTS }),
  ]);
  return { ...content, articles: orFail('articles of about', articles).list.map(renderArticle), variants: orFail('variant images', variants).list };
});

/** The coming-soon page: its content and every article tagged coming-soon (`POST /api/cms/articles/search`). */
export const loadComingSoonPage = memo(async (): Promise<ComingSoonPageData> => {
  const [content, articles] = await Promise.all([loadContentPage('coming-soon'), searchArticles(buildClient, { tags: [COMING_SOON_TAG], size: 10 })]);
  return { ...content, articles: orFail('coming-soon articles', articles).list.map(renderArticle) };
});

/** The policy pages, one route for all (src/pages/[policy].astro): plain editors' pages. */
export const POLICY_PAGES = ['privacy-policy', 'terms-conditions', 'return'] as const;

/** Every content route with the loader of its data: the pages and their `_payload.json` share it. */
export const CONTENT_PAYLOADS: Record<string, () => Promise<ContentPageData>> = {
  about: loadAboutPage,
  ...Object.fromEntries(POLICY_PAGES.map((policy) => [policy, () => loadContentPage(policy)])),
  'coming-soon': loadComingSoonPage,
  contact: () => loadContactPage('contact'),
  contactV1: () => loadContactPage('contactV1'),
  outlets: loadOutletsPage,
};
