import sanitize, { type IOptions, type Transformer } from 'sanitize-html';

/*
 * Editors' HTML, made safe to put into a page (issue 13 §1). Runs at build time on what the
 * content API answers, through the kept `sanitize-html` package (htmlparser2 underneath, so
 * entities, malformed tags and comments are read the way a browser reads them) with the shop's
 * allow-list: a tag or attribute not named here is dropped, so a trick nobody thought of is
 * dropped too. Text is kept; the contents of tags that are code or embeds go with them. The output
 * is re-serialised, every attribute value re-escaped, so no half-closed quote or tag survives.
 */

/** Tags kept, each with the attributes it may keep (`lang` on any of them, below). */
const ALLOWED: Record<string, string[]> = {
  p: [], br: [], hr: [], h2: [], h3: [], h4: [],
  ul: [], ol: [], li: [], dl: [], dt: [], dd: [],
  strong: [], em: [], b: [], i: [], small: [], abbr: ['title'], time: ['datetime'],
  blockquote: [], a: ['href', 'title', 'rel'], span: [],
  table: [], thead: [], tbody: [], tr: [], th: ['scope'], td: [], caption: [],
};

/**
 * Tags whose whole content goes with them: code, styles, embeds, foreign (SVG/MathML) content,
 * and whatever a browser would not show as text. Any other tag not allowed goes and its text stays.
 */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'noembed', 'noframes',
  'svg', 'math', 'textarea', 'select', 'option', 'xmp', 'title', 'head',
];

/** A language tag (`bn`, `en-GB`): anything else in `lang` is dropped. */
const LANGUAGE = /^[a-zA-Z]{2,3}(?:-[a-zA-Z0-9]{2,8})*$/;

/** On any tag: a `lang` that is not a language tag goes (`bn onmouseover=x` is not one). */
const everyTag: Transformer = (tagName, attribs) => {
  const { lang, ...rest } = attribs;
  return { tagName, attribs: lang !== undefined && LANGUAGE.test(lang) ? { ...rest, lang } : rest };
};

/**
 * A link to another site opens no door back to this page; an editor's own `rel` or `target` is
 * not kept. (The scheme itself is checked by sanitize-html after this, with `allowedSchemes`.)
 */
const link: Transformer = (tagName, attribs) => {
  const { rel: _rel, target: _target, ...rest } = attribs;
  const external = /^https?:/i.test((rest['href'] ?? '').replace(/[\u0000-\u0020]/g, ''));
  return { tagName, attribs: external ? { ...rest, rel: 'noopener noreferrer' } : rest };
};

const OPTIONS: IOptions = {
  allowedTags: Object.keys(ALLOWED),
  allowedAttributes: { ...ALLOWED, '*': ['lang'] },
  // Where a link may lead: the web, mail, phone; paths and anchors of the shop need no scheme.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  // `//evil.example/x` is another site however it looks.
  allowProtocolRelative: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  // `h1` becomes `h2`: the page's own title is the one h1.
  transformTags: { h1: 'h2', a: link, '*': everyTag },
};

/** `html` with only allowed tags and attributes; text escaped; safe to insert with `set:html`. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
