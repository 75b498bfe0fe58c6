import { describe, expect, it } from 'vitest';
import { outline, slugOf } from '../../src/lib/content/outline.ts';
import { sanitizeHtml } from '../../src/lib/content/sanitize-html.ts';

// Editors' HTML goes into pages at build time (issue 13 §1): an allow-list keeps structure and
// drops everything that could run code.
describe('sanitizeHtml', () => {
  it('keeps headings, paragraphs, lists and emphasis as they are', () => {
    const html = '<h2>Refunds</h2><p>Within <strong>7 days</strong>, <em>always</em>.</p><ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('removes script and style elements with everything inside them', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style><SCRIPT src=x></SCRIPT>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<p>a<script>document.write("<p>b</p>")</script>c</p>')).toBe('<p>ac</p>');
  });

  it('removes inline event handlers such as onerror and onclick, and tags not on the list', () => {
    expect(sanitizeHtml('<img src=x onerror="alert(1)"><p onclick="steal()" class="x" style="color:red">Text</p>')).toBe('<p>Text</p>');
    expect(sanitizeHtml('<p ONMOUSEOVER=alert(1)>x</p>')).toBe('<p>x</p>');
  });

  it('removes javascript: and data: links however they are spelt, keeping the link text', () => {
    for (const href of ['javascript:alert(1)', 'JavaScript:alert(1)', ' javascript:alert(1)', 'jav&#x61;script:alert(1)', 'java\tscript:alert(1)', 'jav&#97;script&colon;alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x']) {
      expect(sanitizeHtml(`<a href="${href}">Click</a>`)).toBe('<a>Click</a>');
    }
  });

  it('keeps web, mail, phone and in-shop links, and opens no door back from other sites', () => {
    expect(sanitizeHtml('<a href="/contact">Contact</a>')).toBe('<a href="/contact">Contact</a>');
    expect(sanitizeHtml('<a href="mailto:help@kolom.com.bd">Mail</a> <a href="tel:+8809610123456">Call</a>'))
      .toBe('<a href="mailto:help@kolom.com.bd">Mail</a> <a href="tel:+8809610123456">Call</a>');
    expect(sanitizeHtml('<a href="https://example.com/?a=1&amp;b=2" target="_blank">Site</a>'))
      .toBe('<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">Site</a>');
  });

  it('turns an h1 into an h2 (the page title is the one h1) and keeps lang on Bangla text', () => {
    expect(sanitizeHtml('<h1>Title</h1><span lang="bn">কলম</span><p lang="bn onmouseover=x">y</p>')).toBe('<h2>Title</h2><span lang="bn">কলম</span><p>y</p>');
  });

  it('cannot be tricked into leaving a tag or an attribute open', () => {
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a href="/x" title=\'"><script>alert(1)</script>\'>y</a>')).toBe('<a href="/x" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">y</a>');
    expect(sanitizeHtml('<p>1 < 2 & 3 > 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
    expect(sanitizeHtml('<!-- <script>alert(1)</script> --><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('closes what it opened, as a browser would, and drops end tags that close nothing', () => {
    expect(sanitizeHtml('<ul><li>One<li>Two')).toBe('<ul><li>One</li><li>Two</li></ul>');
    expect(sanitizeHtml('</div></main><p>x</p>')).toBe('<p>x</p>');
  });
});

describe('sanitizeHtml and character references', () => {
  it('leaves a bogus entity named like an Object property as the literal text it is', () => {
    // The hand-written decoder looked names up in a plain object, so `&constructor;` became "function Object() …".
    expect(sanitizeHtml('<a href="/x" title="&constructor;">y</a>')).toBe('<a href="/x" title="&amp;constructor;">y</a>');
    expect(sanitizeHtml('<p>&constructor; &toString; &__proto__; &hasOwnProperty;</p>')).toBe('<p>&amp;constructor; &amp;toString; &amp;__proto__; &amp;hasOwnProperty;</p>');
  });

  it('reads real references as the characters they are, and writes text back safely', () => {
    expect(sanitizeHtml('<p>Tom &amp; Jerry &lt;3 &copy; &#2453;&#x9B2;&#x9AE;</p>')).toBe('<p>Tom &amp; Jerry &lt;3 © কলম</p>');
  });
});

describe('outline', () => {
  it('gives every h2 and h3 an id from its words, unique on the page, and lists them', () => {
    const { html, toc } = outline('<h2>How to return</h2><p>x</p><h3>By courier</h3><h2>How to return</h2>');
    expect(html).toBe('<h2 id="how-to-return">How to return</h2><p>x</p><h3 id="by-courier">By courier</h3><h2 id="how-to-return-2">How to return</h2>');
    expect(toc).toEqual([
      { id: 'how-to-return', text: 'How to return', level: 2 },
      { id: 'by-courier', text: 'By courier', level: 3 },
      { id: 'how-to-return-2', text: 'How to return', level: 2 },
    ]);
  });

  it('reads a heading’s text through its tags and entities', () => {
    expect(outline('<h2>Refunds &amp; <em>exchanges</em></h2>').toc[0]).toEqual({ id: 'refunds-exchanges', text: 'Refunds & exchanges', level: 2 });
  });
});

describe('slugOf', () => {
  it('keeps Bangla words and falls back to "section" when nothing is left', () => {
    expect(slugOf('রিটার্ন নীতি')).toBe('রিটার্ন-নীতি');
    expect(slugOf('!!!')).toBe('section');
  });
});
