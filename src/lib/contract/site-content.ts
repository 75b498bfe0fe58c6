import * as v from 'valibot';
import { count, isoInstant, pageSchema, plainText } from './common.ts';

/*
 * The editors' content of spec §7 ("Content"): pages (`GET /api/v2/items/content`), their bullet
 * points (`GET /api/v2/items/content/bullets`) and the shop's texts (`GET /api/cms/attrs/text`).
 * Bodies are editors' HTML: the shop sanitises them at build time (`src/lib/content/sanitize-html.ts`).
 */

/** A page slug: lower-case words joined by dashes, or the spec's `contactV1`. */
export const contentSlugSchema = v.pipe(v.string(), v.maxLength(60), v.regex(/^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/, 'Expected a page slug'));

/** One content page as the editors wrote it. */
export const contentPageSchema = v.object({
  slug: contentSlugSchema,
  title: v.string(),
  /** One or two sentences: the page's meta description and its lead paragraph. */
  summary: v.string(),
  /** Editors' HTML (untrusted until sanitised). */
  html: v.string(),
  /** The page in Bangla (issue 24 §4), each part where the editors wrote one: the shop falls back to the English. */
  titleBn: v.optional(v.string()),
  summaryBn: v.optional(v.string()),
  htmlBn: v.optional(v.string()),
  updatedAt: isoInstant,
});
export type ContentPage = v.InferOutput<typeof contentPageSchema>;
/** A page of content pages. */
export const contentPageListSchema = pageSchema(contentPageSchema);

/** `GET /api/v2/items/content` and `…/bullets`: which page (all of them without `slug`). */
export const contentQuerySchema = v.strictObject({ slug: v.optional(contentSlugSchema) });

/** A short point of a page: a figure on /about (`value` "64", `label` "districts we deliver to"), a promise on /coming-soon. */
export const contentBulletSchema = v.object({
  slug: contentSlugSchema,
  position: count,
  value: v.string(),
  label: v.string(),
  /** The language of `label` when it is not English (`bn`), so screen readers pronounce it. */
  lang: v.optional(v.string()),
  /** The point in Bangla (issue 24 §4), where there is one: "৬৪", "জেলায় আমাদের ডেলিভারি". */
  valueBn: v.optional(v.string()),
  labelBn: v.optional(v.string()),
});
export type ContentBullet = v.InferOutput<typeof contentBulletSchema>;
export const contentBulletListSchema = pageSchema(contentBulletSchema);

/** Keys of the shop's texts that the contact pages read. */
export const SHOP_TEXT_KEYS = ['address', 'addressBn', 'phone', 'hotline', 'whatsapp', 'email', 'hours', 'fridayHours', 'hoursBn', 'fridayHoursBn', 'mapUrl'] as const;
export type ShopTextKey = (typeof SHOP_TEXT_KEYS)[number];

/** One of the shop's texts (`GET /api/cms/attrs/text`): its address, phones, e-mail, hours. */
export const shopTextSchema = v.object({ key: plainText, value: plainText });
export type ShopText = v.InferOutput<typeof shopTextSchema>;
export const shopTextListSchema = pageSchema(shopTextSchema);

/** A QR code the shop prints and shows (`GET /api/qrs`): what it says, and what scanning it opens. */
export const qrSchema = v.object({ key: plainText, label: plainText, text: v.pipe(v.string(), v.maxLength(200)) });
export type Qr = v.InferOutput<typeof qrSchema>;
export const qrListSchema = pageSchema(qrSchema);
