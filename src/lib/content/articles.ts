import type { Article } from '../contract/articles.ts';
import { sanitizeHtml } from './sanitize-html.ts';

/**
 * An article as a content page shows it: its body sanitised and its headings placed under the
 * article's title; and its Bangla (issue 24 §4), each part where the API has one, made ready the same way.
 */
export interface RenderedArticle {
  slug: string;
  title: string;
  summary: string;
  publishedAt: string;
  html: string;
  titleBn?: string;
  summaryBn?: string;
  htmlBn?: string;
}

/**
 * Moves every heading of sanitised `html` down `by` levels (at most `<h6>`): an editor writes an
 * article's sections as `<h2>`, but on a page the article's own title is an `<h3>` under the
 * section's `<h2>`, so its sections must be `<h4>` for the page's outline to stay true.
 */
export function shiftHeadings(html: string, by: number): string {
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_, slash: string, level: string) => `<${slash}h${Math.min(6, Number(level) + by)}`);
}

/** Article title level on a content page (under the page's `<h2>` section): bodies start below it. */
const ARTICLE_TITLE_LEVEL = 3;

/** Sanitises an editor's article at build time (no script of theirs reaches a shopper) and fits its headings under its title. */
export function renderArticle(article: Article): RenderedArticle {
  const body = (html: string) => shiftHeadings(sanitizeHtml(html), ARTICLE_TITLE_LEVEL - 1);
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    publishedAt: article.publishedAt,
    html: body(article.html),
    ...(article.titleBn?.trim() ? { titleBn: article.titleBn } : {}),
    ...(article.summaryBn?.trim() ? { summaryBn: article.summaryBn } : {}),
    ...(article.htmlBn?.trim() ? { htmlBn: body(article.htmlBn) } : {}),
  };
}
