import { gunzipSync } from 'node:zlib';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { productWirePageSchema } from '../../src/lib/contract/index.ts';
import { useReferenceApi } from './support/reference-api.ts';

// `GET /api/v3/items/joined?query=…` as the search shell's first results use it (api/resources/items.ts).
const reference = useReferenceApi();
const joined = async (query: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${reference.origin}/api/v3/items/joined?${new URLSearchParams(query)}`, { headers: { ...reference.keyHeaders, ...headers } });
const search = async (query: Record<string, string>) => v.parse(productWirePageSchema, await (await joined({ size: '100', ...query })).json());
const categories = async () => {
  const auth = `Basic ${Buffer.from(`${reference.running.config.catalogKey}:${reference.running.config.catalogSecret}`).toString('base64')}`;
  const res = await fetch(`${reference.origin}/api/v3/store/products/categories`, { headers: { Authorization: auth } });
  return ((await res.json()) as { list: { id: number; name: string; nameBn: string }[] }).list;
};

describe('text search of GET /api/v3/items/joined', () => {
  it('finds a category’s products by its Bangla or English name, as the static index does', async () => {
    const pens = (await categories()).find((category) => category.name === 'Pens')!;
    const inPens = await search({ categoryId: String(pens.id) });
    const bangla = await search({ query: pens.nameBn });
    expect(bangla.total).toBeGreaterThanOrEqual(inPens.total);
    expect(new Set(bangla.list.map((product) => product.id))).toEqual(new Set(inPens.list.map((product) => product.id)));
    const english = await search({ query: 'pens' });
    for (const product of inPens.list) expect(english.list.map((found) => found.id)).toContain(product.id);
  });

  it('finds with a Bangla word as a shopper inflects it what the bare word finds (issue 24 §6)', async () => {
    const pens = (await categories()).find((category) => category.name === 'Pens')!;
    const bare = await search({ query: pens.nameBn });
    expect(bare.total).toBeGreaterThan(0);
    // "of the pen", "the pens", "in the pen": each was 0 before the ending was taken off.
    for (const inflected of [`${pens.nameBn}ের`, `${pens.nameBn}গুলো`, `${pens.nameBn}ে`]) {
      const found = await search({ query: inflected });
      expect({ inflected, ids: found.list.map((product) => product.id) }).toEqual({ inflected, ids: bare.list.map((product) => product.id) });
    }
  });

  it('pages through text in every order as one list, each product whole (the page is read by id after the index)', async () => {
    for (const sort of ['relevance', 'newest', 'price_asc', 'price_desc']) {
      const whole = await search({ query: 'pen', sort, size: '15' });
      expect(whole.list).toHaveLength(15);
      const pages = [];
      for (const page of ['1', '2', '3']) pages.push(...(await search({ query: 'pen', sort, size: '5', page })).list);
      expect({ sort, list: pages }).toEqual({ sort, list: whole.list });
    }
    const newest = await search({ query: 'pen', sort: 'newest' });
    const times = newest.list.map((product) => Date.parse(product.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('still needs every word to match somewhere', async () => {
    const both = await search({ query: 'gift box' });
    const one = await search({ query: 'gift' });
    expect(both.total).toBeGreaterThan(0);
    expect(both.total).toBeLessThanOrEqual(one.total);
  });

  it('ranks products whose names hold the words before those found by brand or category only', async () => {
    const found = await search({ query: 'pen' });
    const named = found.list.map((product) => /pen/i.test(product.name) || product.nameBn.includes('pen'));
    const firstUnnamed = named.indexOf(false);
    expect(named.indexOf(true)).toBe(0);
    if (firstUnnamed >= 0) expect(named.slice(firstUnnamed)).not.toContain(true);
  });

  it('keeps the other sorts and paging unchanged by text', async () => {
    const up = await search({ query: 'pen', sort: 'price_asc' });
    expect(up.total).toBe((await search({ query: 'pen' })).total);
    const first = await search({ query: 'pen', size: '5', page: '1' });
    const second = await search({ query: 'pen', size: '5', page: '2' });
    expect(second.list.map((p) => p.id)).not.toContain(first.list[0]!.id);
  });
});

describe('compression of GET /api/v3/items/joined', () => {
  it('sends a page gzipped to a client that accepts it (a page of 24 is ~35 KB of JSON)', async () => {
    const res = await joined({ size: '24' }, { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const body = Buffer.from(await res.arrayBuffer());
    // fetch decodes gzip itself; what arrived compressed is what the wire carried.
    const json = body[0] === 0x1f ? gunzipSync(body).toString() : body.toString();
    expect(v.parse(productWirePageSchema, JSON.parse(json)).list).toHaveLength(24);
  });
});
