import type { ContentBullet } from '../contract/site-content.ts';
import { localText, showsBangla, textLang } from '../i18n/names.ts';
import type { OutlineEntry } from './outline.ts';

/*
 * An editors' page in the page's language (issue 24 §4): each part (title, lead, body) in Bangla on
 * a Bangla page where the content API has it, else in English with `lang="en"`. The <title> and
 * meta description follow the same choice, so a Bangla twin is named in Bangla.
 */

/** What of a page `shownPage` reads (src/data/content-pages.ts `RenderedPage`). */
export interface PageTexts {
  title: string;
  summary: string;
  html: string;
  toc: OutlineEntry[];
  titleBn?: string | undefined;
  summaryBn?: string | undefined;
  htmlBn?: string | undefined;
  tocBn?: OutlineEntry[] | undefined;
}

/** A page's words as shown, each with its `lang` when English on a Bangla page. */
export interface ShownPage {
  title: string;
  titleLang: 'en' | undefined;
  summary: string;
  summaryLang: 'en' | undefined;
  /** Sanitised HTML, and the outline of that same HTML (its headings' ids). */
  html: string;
  htmlLang: 'en' | undefined;
  toc: OutlineEntry[];
}

/** The page in the page's language, part by part. */
export function shownPage(page: PageTexts): ShownPage {
  const banglaBody = showsBangla(page.htmlBn);
  return {
    title: localText(page.title, page.titleBn),
    titleLang: textLang(page.titleBn),
    summary: localText(page.summary, page.summaryBn),
    summaryLang: textLang(page.summaryBn),
    html: banglaBody ? page.htmlBn! : page.html,
    htmlLang: textLang(page.htmlBn),
    toc: banglaBody ? (page.tocBn ?? []) : page.toc,
  };
}

/** A figure as shown: its value and label together in one language, and that language when not the page's. */
export function shownBullet(bullet: ContentBullet): { value: string; label: string; lang: string | undefined } {
  if (showsBangla(bullet.labelBn)) return { value: bullet.valueBn?.trim() ? bullet.valueBn : bullet.value, label: bullet.labelBn!, lang: undefined };
  // The label as written: its own language if it says one (a Bangla label), else English on a Bangla page.
  return { value: bullet.value, label: bullet.label, lang: bullet.lang ?? textLang(bullet.labelBn) };
}
