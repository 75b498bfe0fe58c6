/*
 * Editors' HTML, made safe to put into a page (issue 13 §1). Runs at build time on what the
 * content API answers. An allow-list, not a deny-list: a tag or attribute not named here is
 * dropped, so a trick nobody thought of is dropped too. Text is kept; the contents of tags that
 * are code or embeds (script, style, iframe…) are dropped with them. The output is rebuilt from
 * tokens, every attribute value re-escaped, so no half-closed quote or tag survives.
 */

/** Tags kept, each with the attributes it may keep. `h1` becomes `h2`: the page's own title is the one h1. */
const ALLOWED: Record<string, readonly string[]> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [],
  ul: [], ol: [], li: [], dl: [], dt: [], dd: [],
  strong: [], em: [], b: [], i: [], small: [], abbr: ['title'], time: ['datetime'],
  blockquote: [], a: ['href', 'title'], span: [],
  table: [], thead: [], tbody: [], tr: [], th: ['scope'], td: [], caption: [],
};
const RENAMED: Record<string, string> = { h1: 'h2' };
/** Attributes any kept tag may have: the language of a Bangla phrase. */
const GLOBAL_ATTRIBUTES = ['lang'];
/** Tags whose whole content goes with them: code, styles, embeds, and whatever a browser would not show as text. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math', 'textarea', 'select', 'title', 'head']);
const VOID = new Set(['br', 'hr']);
/** Where a link may lead: the web, mail, phone, or a path or anchor of the shop. */
const SAFE_HREF = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?/][^>]*>?/g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** `html` with only allowed tags and attributes; text escaped; safe to insert with `set:html`. */
export function sanitizeHtml(html: string): string {
  let out = '';
  let last = 0;
  /** Inside a dropped-with-content tag: its name, until its end tag. */
  let skipping: string | undefined;
  const open: string[] = [];
  for (const match of html.matchAll(TOKEN)) {
    if (!skipping) out += escapeText(html.slice(last, match.index));
    last = match.index + match[0].length;
    const [, slash, rawName, rawAttributes = ''] = match;
    if (!rawName) continue; // a comment, doctype or processing instruction: never kept
    const name = rawName.toLowerCase();
    if (skipping) {
      if (slash && name === skipping) skipping = undefined;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!slash && !rawAttributes.trimEnd().endsWith('/')) skipping = name;
      continue;
    }
    const tag = RENAMED[name] ?? name;
    const allowed = ALLOWED[tag];
    if (!allowed) continue; // the tag goes, its text stays
    if (slash) {
      // Close only what is open, so stray end tags cannot close the page's own elements.
      const at = open.lastIndexOf(tag);
      if (at === -1) continue;
      for (const inner of open.splice(at).reverse()) out += `</${inner}>`;
      continue;
    }
    out += `<${tag}${attributesOf(tag, rawAttributes, allowed)}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  if (!skipping) out += escapeText(html.slice(last));
  for (const tag of open.reverse()) out += `</${tag}>`;
  return out;
}

function attributesOf(tag: string, raw: string, allowed: readonly string[]): string {
  let out = '';
  const seen = new Set<string>();
  for (const [, rawName, double, single, bare] of raw.matchAll(ATTRIBUTE)) {
    const name = rawName!.toLowerCase();
    if (seen.has(name) || !(allowed.includes(name) || GLOBAL_ATTRIBUTES.includes(name))) continue;
    seen.add(name);
    const value = decodeEntities(double ?? single ?? bare ?? '');
    if (name === 'href' && !SAFE_HREF.test(value.replace(/[\u0000-\u0020]/g, ''))) continue;
    if (name === 'lang' && !/^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/.test(value)) continue;
    out += ` ${name}="${escapeAttribute(value)}"`;
  }
  // A link to another site opens no door back to this page.
  if (tag === 'a' && /\shref="https?:/i.test(out)) out += ' rel="noopener noreferrer"';
  return out;
}

/** Text as it was, except that `<` and `>` can no longer start a tag, and a bare `&` is spelt out. */
function escapeText(text: string): string {
  return text.replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", colon: ':', tab: '\t', newline: '\n' };

/** Character references decoded, so `jav&#x61;script:` is seen as what a browser would read. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}
