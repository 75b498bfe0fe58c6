import * as v from 'valibot';
import { isoInstant, pageBodySchema, pageSchema, plainText } from './common.ts';
import { contentSlugSchema } from './site-content.ts';

/*
 * The editors' articles (spec §7, Content): short pieces the content pages carry — the shop's
 * stories on /about, what is on its way on /coming-soon. Listed by page with
 * `GET /api/v2/items/content/articles?slug=` and found by words or tags with
 * `POST /api/cms/articles/search`. Bodies are editors' HTML, sanitised when the shop builds.
 */

/** A tag: lower-case words joined by dashes (`coming-soon`, `gift-guide`). */
export const articleTagSchema = v.pipe(v.string(), v.maxLength(40), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Expected a tag: lower-case words joined by dashes'));

/** One article as the editors wrote it. */
export const articleSchema = v.object({
  slug: contentSlugSchema,
  title: v.string(),
  /** One or two sentences, shown where the article is listed. */
  summary: v.string(),
  /** Editors' HTML (untrusted until sanitised). */
  html: v.string(),
  tags: v.array(articleTagSchema),
  /** The content page it belongs to (`about`), when it belongs to one. */
  page: v.optional(contentSlugSchema),
  publishedAt: isoInstant,
  updatedAt: isoInstant,
  /** Its title, summary and body in Bangla (issue 24 §4), each where the editors wrote one. */
  titleBn: v.optional(v.string()),
  summaryBn: v.optional(v.string()),
  htmlBn: v.optional(v.string()),
});
export type Article = v.InferOutput<typeof articleSchema>;
export const articleListSchema = pageSchema(articleSchema);

/** `GET /api/v2/items/content/articles`: a page's articles (every article without `slug`), newest first. */
export const articleQuerySchema = v.strictObject({ slug: v.optional(contentSlugSchema) });

/** Words searched for: trimmed, 1–100 characters of plain text. */
const searchWords = v.pipe(plainText, v.trim(), v.minLength(1, 'Type a word to search for'), v.maxLength(100));

/**
 * `POST /api/cms/articles/search`: articles whose title, summary or tags hold every word of
 * `query`, carrying every tag of `tags`, newest first. An empty body is the first page of all.
 */
export const articleSearchSchema = v.strictObject({
  query: v.optional(searchWords),
  tags: v.optional(v.pipe(v.array(articleTagSchema), v.maxLength(5))),
  ...pageBodySchema.entries,
});
export type ArticleSearch = v.InferInput<typeof articleSearchSchema>;
