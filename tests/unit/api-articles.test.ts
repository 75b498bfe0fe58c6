import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { articleListSchema } from '../../src/lib/contract/articles.ts';
import { variantImageListSchema } from '../../src/lib/contract/variant-images.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The remaining content calls of spec §7 (issue 13): articles by page, the articles search, and variant pictures.
const api = useReferenceApi({ demoProducts: 5 });
const get = (path: string) => send(api, 'GET', path);
const search = (body: unknown) => send(api, 'POST', '/api/cms/articles/search', { body });
const slugs = (json: unknown) => v.parse(articleListSchema, json).list.map((article) => article.slug);

describe('GET /api/v2/items/content/articles', () => {
  it('answers a page’s articles, newest first, in the contract’s shape', async () => {
    const sent = await get('/api/v2/items/content/articles?slug=about');
    expect(sent.status).toBe(200);
    const { list } = v.parse(articleListSchema, sent.json);
    expect(list.map((a) => a.slug)).toEqual(['wrapping-gifts', 'choosing-a-notebook']);
    expect(list[0]).toMatchObject({ page: 'about', tags: ['gift-guide', 'our-story'], publishedAt: '2026-08-20T04:00:00.000Z' });
    expect(list[1]!.html).toContain('<strong>Paper weight</strong>');
  });

  it('lists every article without a slug, nothing for a page without any, and 422 for a malformed slug', async () => {
    expect(slugs((await get('/api/v2/items/content/articles')).json)).toHaveLength(4);
    expect((await get('/api/v2/items/content/articles?slug=return')).json.list).toEqual([]);
    const bad = await get('/api/v2/items/content/articles?slug=a%20b');
    expect(bad.status).toBe(422);
    expect(bad.json.errors.slug).toBeDefined();
  });

  it('needs the API key like every keyed route', async () => {
    expect((await fetch(`${api.origin}/api/v2/items/content/articles`)).status).toBe(401);
  });
});

describe('POST /api/cms/articles/search', () => {
  it('finds articles carrying every tag asked for, newest first, one page', async () => {
    const sent = await search({ tags: ['coming-soon'] });
    expect(sent.status).toBe(200);
    expect(slugs(sent.json)).toEqual(['boishakh-gift-boxes', 'back-to-school-2027']);
    expect(slugs((await search({ tags: ['coming-soon', 'gift-guide'] })).json)).toEqual(['boishakh-gift-boxes']);
    expect(sent.json).toMatchObject({ total: 2, page: 1, size: 20 });
  });

  it('finds every word in the title, summary or tags, whatever the case; % and _ are taken literally', async () => {
    expect(slugs((await search({ query: 'NOTEBOOK' })).json)).toEqual(['choosing-a-notebook']);
    expect(slugs((await search({ query: 'gift boxes' })).json)).toEqual(['boishakh-gift-boxes']);
    expect(slugs((await search({ query: 'gift-guide' })).json)).toEqual(['boishakh-gift-boxes', 'wrapping-gifts']);
    expect((await search({ query: '%' })).json.list).toEqual([]);
    expect((await search({ query: 'no_such' })).json.list).toEqual([]);
  });

  it('pages, and answers the first page of all for an empty body', async () => {
    const first = await send(api, 'POST', '/api/cms/articles/search', { body: '' });
    expect(first.status).toBe(200);
    expect(first.json.total).toBe(4);
    const second = await search({ page: 2, size: 3 });
    expect(slugs(second.json)).toEqual(['choosing-a-notebook']);
    expect(second.json).toMatchObject({ total: 4, page: 2, size: 3 });
  });

  it('answers 422 with field errors for a bad search, never a 500', async () => {
    const bad = await search({ tags: ['Not A Tag'], size: 0, extra: true });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['tags.0', 'size']));
    expect((await search({ query: '   ' })).status).toBe(422);
    expect((await search({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] })).status).toBe(422);
    expect((await send(api, 'POST', '/api/cms/articles/search', { body: '{nope' })).status).toBe(422);
  });
});

describe('GET /api/items/cms/variants/images', () => {
  it('answers variant pictures with what sets each apart, newest products first, paged', async () => {
    const sent = await get('/api/items/cms/variants/images?size=4');
    expect(sent.status).toBe(200);
    const page = v.parse(variantImageListSchema, sent.json);
    expect(page.list).toHaveLength(4);
    expect(page.size).toBe(4);
    expect(page.total).toBeGreaterThanOrEqual(5);
    for (const variant of page.list) {
      expect(variant.image.src).toMatch(/\/media\/.+\.webp$/);
      expect(variant.image.alt).toBe(`${variant.productName}: ${variant.label}`);
    }
  });

  it('answers one product’s variants, and 422 for bad paging', async () => {
    const all = v.parse(variantImageListSchema, (await get('/api/items/cms/variants/images?size=48')).json).list;
    const productId = all[0]!.productId;
    const one = v.parse(variantImageListSchema, (await get(`/api/items/cms/variants/images?productId=${productId}`)).json).list;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((variant) => variant.productId === productId)).toBe(true);
    expect(one.map((variant) => variant.skuId)).toEqual(all.filter((variant) => variant.productId === productId).map((variant) => variant.skuId));
    expect((await get('/api/items/cms/variants/images?size=49')).status).toBe(422);
    expect((await get('/api/items/cms/variants/images?productId=0')).status).toBe(422);
  });
});
