import { describe, expect, it } from 'vitest';
import { renderArticle, shiftHeadings } from '../../src/lib/content/articles.ts';

describe('shiftHeadings', () => {
  it('moves each heading down, opening and closing tags alike, never past h6', () => {
    expect(shiftHeadings('<h2 id="a">A</h2><p>x</p><h5>B</h5>', 2)).toBe('<h4 id="a">A</h4><p>x</p><h6>B</h6>');
  });

  it('leaves other tags and escaped text alone', () => {
    expect(shiftHeadings('<header>t</header><p>&lt;h2&gt;</p><hr>', 2)).toBe('<header>t</header><p>&lt;h2&gt;</p><hr>');
  });
});

describe('renderArticle', () => {
  it('sanitises the body and places its sections under the article title', () => {
    const rendered = renderArticle({
      slug: 'a',
      title: 'T',
      summary: 'S',
      html: '<h2>Part</h2><p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">l</a>',
      tags: [],
      publishedAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(rendered.html).toContain('<h4');
    expect(rendered.html).not.toMatch(/<h2|onclick|script|javascript:/);
    expect(rendered).toMatchObject({ slug: 'a', title: 'T', summary: 'S', publishedAt: '2026-01-01T00:00:00.000Z' });
  });

  it('makes the Bangla ready the same way, and gives none where the editors wrote none', () => {
    const article = { slug: 'b', title: 'T', summary: 'S', html: '<p>x</p>', tags: [], publishedAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
    const bangla = renderArticle({ ...article, titleBn: 'শিরোনাম', summaryBn: 'সারাংশ', htmlBn: '<h2>অংশ</h2><p onclick="x()">লেখা</p>' });
    expect(bangla).toMatchObject({ titleBn: 'শিরোনাম', summaryBn: 'সারাংশ' });
    expect(bangla.htmlBn).toBe('<h4>অংশ</h4><p>লেখা</p>');
    const english = renderArticle({ ...article, titleBn: '', htmlBn: '  ' });
    for (const field of ['titleBn', 'summaryBn', 'htmlBn']) expect(english).not.toHaveProperty(field);
  });
});
