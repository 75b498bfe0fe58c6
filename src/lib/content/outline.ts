/*
 * The outline of a sanitised page: every h2 and h3 gets an id made from its words, so a table of
 * contents (and anyone sharing a link to "Refunds") can point at it. Works on `sanitizeHtml`'s
 * output, whose headings carry no attribute but `lang`.
 */

/** An entry of a page's table of contents. */
export interface OutlineEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A page's html with ids on its headings, and its table of contents. */
export interface Outlined {
  html: string;
  toc: OutlineEntry[];
}

/** Long pages get a table of contents; a page of two sections does not need one. */
export const MIN_TOC_ENTRIES = 3;

const HEADING = /<h([23])((?: lang="[^"]*")?)>([\s\S]*?)<\/h\1>/g;

/** Adds ids to the h2 and h3 of `html` (sanitised), unique within the page, and lists them. */
export function outline(html: string): Outlined {
  const toc: OutlineEntry[] = [];
  const used = new Set<string>();
  const result = html.replace(HEADING, (_, level: string, attributes: string, inner: string) => {
    const text = textOf(inner);
    const id = uniqueId(slugOf(text), used);
    toc.push({ id, text, level: level === '2' ? 2 : 3 });
    return `<h${level} id="${id}"${attributes}>${inner}</h${level}>`;
  });
  return { html: result, toc };
}

/** The words of a bit of html: tags removed, the few entities the sanitiser writes decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' })[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `Refunds & exchanges` → `refunds-exchanges`; words of other scripts (Bangla) are kept as they are. */
export function slugOf(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'section';
}

function uniqueId(base: string, used: Set<string>): string {
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}
