import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/content/sanitize-html.ts';

// The vectors of OWASP's XSS Filter Evasion Cheat Sheet (and the mutation-XSS ones browsers added
// since), each put through the editors' sanitiser. Whatever an editor (or someone with their key)
// writes, the page must get back nothing that runs: no script, no event handler, no style, no
// scripting URL, no element outside the allow-list.

/** The only elements the sanitiser may write (an `h1` comes out as `h2`). */
const ELEMENTS = new Set(['p', 'br', 'hr', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'em', 'b', 'i', 'small', 'abbr', 'time', 'blockquote', 'a', 'span', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'caption']);
const ATTRIBUTES = new Set(['href', 'title', 'rel', 'datetime', 'scope', 'lang']);
const SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);
/** A tag as sanitize-html writes one: lower-case name, double-quoted values, nothing else. */
const TAG = /<(\/?)([a-z][a-z0-9]*)((?: [a-z-]+="[^"<>]*")*)( \/)?>/g;
const ATTRIBUTE = / ([a-z-]+)="([^"]*)"/g;

/** What a browser reads in an attribute value sanitize-html wrote (it writes only these four references). */
const attributeText = (value: string) => value.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Every reason `html` (the sanitiser's output) could run code; empty when it cannot. */
function dangersIn(html: string): string[] {
  const found: string[] = [];
  for (const [, , name, attributes = ''] of html.matchAll(TAG)) {
    if (!ELEMENTS.has(name!)) found.push(`element <${name}>`);
    for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE)) {
      if (!ATTRIBUTES.has(attribute!)) found.push(`attribute ${attribute}`);
      if (attribute !== 'href') continue;
      // Browsers drop tabs, newlines and controls in a URL, and ignore leading spaces.
      const url = attributeText(value!).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
      if (scheme !== undefined && !SCHEMES.has(scheme)) found.push(`${scheme}: link`);
      if (/^[/\\]{2}/.test(url)) found.push('link to another host');
    }
  }
  // Once the well-formed allowed tags are taken out, a `<` or `>` left would be markup the check above never saw.
  if (/[<>]/.test(html.replace(TAG, ''))) found.push('markup outside a well-formed tag');
  return found;
}

const NUL = String.fromCharCode(0);
const VECTORS: string[] = [
  // Basic script injection and the polyglot.
  `<SCRIPT SRC=https://cdn.jsdelivr.net/gh/Moksh45/host-xss.rocks/index.js></SCRIPT>`,
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(42);//'>`,
  // Image and link URLs.
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=javascript:alert('XSS')>`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=javascript:alert(&quot;XSS&quot;)>`,
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<a onmouseover=alert(document.cookie)>xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>`,
  `<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC= onmouseover="alert('xxs')">`,
  `<IMG onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  // Character references in a link: decimal, padded without semicolons, hex, named.
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">Click Me!</a>`,
  `<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">Click Me</a>`,
  `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">Click Me</a>`,
  `<a href="&#106;avascript:alert(1)">x</a>`,
  `<a href="&#x6A;avascript:alert(1)">x</a>`,
  `<a href="javascript&colon;alert(1)">x</a>`,
  `<a href="javascript&#58;alert(1)">x</a>`,
  `<a href="javascript&#0000058alert(1)">x</a>`,
  // Whitespace and controls inside or before the scheme.
  `<a href="jav\tascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x09;ascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x0A;ascript:alert('XSS');">Click Me</a>`,
  `<a href="jav&#x0D;ascript:alert('XSS');">Click Me</a>`,
  `<a href="ja&Tab;vascript:alert(1)">x</a>`,
  `<a href="ja&NewLine;vascript:alert(1)">x</a>`,
  `<a href="java${NUL}script:alert('XSS')">x</a>`,
  `<a href=" &#14;  javascript:alert('XSS');">Click Me</a>`,
  `<a href="\u0001javascript:alert(1)">x</a>`,
  `<a href=javascript:alert(1)>x</a>`,
  `<A HREF="JAVASCRIPT:alert(1)">x</A>`,
  // Other scripting and data schemes.
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<IMG SRC='vbscript:msgbox("XSS")'>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="DATA:text/html,<script>alert(1)</script>">x</a>`,
  `<a href="data&colon;text/html,<script>alert(1)</script>">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<a href="//evil.example/">x</a>`,
  `<a href="\\\\evil.example/">x</a>`,
  // Malformed and non-alphanumeric tags.
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT/SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<SCRIPT SRC=http://xss.rocks/xss.js?< B >`,
  `<SCRIPT SRC=//xss.rocks/.j>`,
  `<IMG SRC="\`('XSS')"`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `</script><script>alert('XSS');</script>`,
  `</TITLE><SCRIPT>alert("XSS");</SCRIPT>`,
  `<SCRIPT a=">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT =">" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT a=">" '' SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT "a='>'" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  '<SCRIPT a=`>` SRC="httx://xss.rocks/xss.js"></SCRIPT>',
  `<SCRIPT a=">'>" SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<SCRIPT>document.write("<SCRI");</SCRIPT>PT SRC="httx://xss.rocks/xss.js"></SCRIPT>`,
  `<p title="a>b" onclick="x">y</p>`,
  `<a href="/x" title='"><script>alert(1)</script>'>y</a>`,
  // Elements that carry a URL or run on load.
  `<INPUT TYPE="IMAGE" SRC="javascript:alert('XSS');">`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<BODY ONLOAD=alert('XSS')>`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<IMG LOWSRC="javascript:alert('XSS')">`,
  `<BGSOUND SRC="javascript:alert('XSS');">`,
  `<BR SIZE="&{alert('XSS')}">`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<svg/onload=alert('XSS')>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>`,
  `<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>`,
  `<details open ontoggle=alert(1)>`,
  `<video><source onerror=alert(1)></video>`,
  `<marquee onstart=alert(1)>x</marquee>`,
  `<input onfocus=alert(1) autofocus>`,
  `<p onfocus=alert(1) autofocus tabindex=1 ONMOUSEOVER=alert(2)>x</p>`,
  `<a href="https://ok.example/" onmouseover="alert(1)" target="_blank">x</a>`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>`,
  `<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<TABLE><TD BACKGROUND="javascript:alert('XSS')">`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<object data="javascript:alert(1)"></object>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dHA6Ly93d3cudzMub3JnLzIwMDAvc3ZnIj48c2NyaXB0PmFsZXJ0KDEpPC9zY3JpcHQ+PC9zdmc+" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<embed src="javascript:alert(1)">`,
  `<BASE HREF="javascript:alert('XSS');//">`,
  `<base href="https://evil.example/">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0; URL=http://;URL=javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="Link" Content="<http://xss.rocks/xss.css>; REL=stylesheet">`,
  `<form action="javascript:alert(1)"><button>X</button></form>`,
  `<form><button formaction=javascript:alert(1)>X</button></form>`,
  `<isindex action="javascript:alert(1)" type=image>`,
  // Styles: sheets, attributes, expressions, behaviours.
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`,
  `<STYLE>BODY{-moz-binding:url("http://xss.rocks/xssmoz.xml#xss")}</STYLE>`,
  `<STYLE>@im\\port'\\ja\\vasc\\ript:alert("XSS")';</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(alert('XSS'))">`,
  `exp/*<A STYLE='no\\xss:noxss("*//*");xss:ex/*XSS*//*/*/pression(alert("XSS"))'>`,
  `<STYLE TYPE="text/javascript">alert('XSS');</STYLE>`,
  `<STYLE>.XSS{background-image:url("javascript:alert('XSS')");}</STYLE><A CLASS=XSS></A>`,
  `<STYLE type="text/css">BODY{background:url("javascript:alert('XSS')")}</STYLE>`,
  `<XSS STYLE="xss:expression(alert('XSS'))">`,
  `<XSS STYLE="behavior: url(xss.htc);">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">x</DIV>`,
  `<DIV STYLE="background-image: url(&#1;javascript:alert('XSS'))">x</DIV>`,
  `<DIV STYLE="width: expression(alert('XSS'));">x</DIV>`,
  `<p style="color:red" class="x">Text</p>`,
  // Comments, conditional comments, server-side includes, processing instructions, XML islands.
  `<!--<script>alert(1)</script>-->`,
  `<!--><script>alert(1)</script>-->`,
  `<!-- --!><script>alert(1)</script> -->`,
  `<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->`,
  `<!--#exec cmd="/bin/echo '<SCR'"--><!--#exec cmd="/bin/echo 'IPT SRC=http://xss.rocks/xss.js></SCRIPT>'"-->`,
  `<? echo('<SCR)'; echo('IPT>alert("XSS")</SCRIPT>'); ?>`,
  `<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert('XSS')"></B></I></XML>`,
  `<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert("XSS")</SCRIPT>"></BODY></HTML>`,
  `<a href="javas<!-- -->cript:alert(1)">x</a>`,
  // MathML, foreign content and raw-text elements (mutation XSS).
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<math href="javascript:alert(1)">CLICKME</math>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">Click</maction></math>`,
  `<math><mi xlink:href="data:x,<script>alert(4)</script>">x</mi></math>`,
  `<svg><style><img src=x onerror=alert(1)></style></svg>`,
  `<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<template><script>alert(1)</script></template>`,
  `<textarea><script>alert(1)</script></textarea>`,
  `<title><script>alert(1)</script></title>`,
  `<xmp><script>alert(1)</script></xmp>`,
  `<plaintext><script>alert(1)</script>`,
  `<select><option><img src=x onerror=alert(1)></option></select>`,
];

describe('sanitizeHtml against the OWASP XSS filter evasion vectors', () => {
  it.each(VECTORS)('leaves nothing that runs: %s', (vector) => {
    expect(dangersIn(sanitizeHtml(vector))).toEqual([]);
  });

  it('keeps the words of a link whose scheme it drops, and only the link', () => {
    for (const href of ['jav&#x09;ascript:alert(1)', '&#106;avascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,x', 'java\u0000script:alert(1)']) {
      expect(sanitizeHtml(`<a href="${href}">Click</a>`)).toBe('<a>Click</a>');
    }
  });

  it('keeps what an editor meant from a vector that also holds safe markup', () => {
    expect(sanitizeHtml(`<a href="https://ok.example/" onmouseover="alert(1)" target="_blank">x</a>`)).toBe('<a href="https://ok.example/" rel="noopener noreferrer">x</a>');
    expect(sanitizeHtml(`<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`)).toBe('<ul><li>XSS<br /></li></ul>');
    expect(sanitizeHtml(`<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`)).toBe('x');
  });
});

describe('the check the vectors go through', () => {
  // Proves the check itself would see each kind of danger, so a passing vector means something.
  it.each([
    ['<img src="x">', 'element <img>'],
    ['<p onerror="alert(1)">x</p>', 'attribute onerror'],
    ['<p style="x">x</p>', 'attribute style'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>'.replace('&#x09;', '\t'), 'javascript: link'],
    ['<a href=" data:text/html,x">x</a>', 'data: link'],
    ['<a href="//evil.example">x</a>', 'link to another host'],
    ['<p>x</p><scr', 'markup outside a well-formed tag'],
  ])('flags %s', (html, danger) => {
    expect(dangersIn(html)).toContain(danger);
  });
});
