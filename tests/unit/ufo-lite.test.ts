import { describe, expect, it } from 'vitest';
// The real ufo, by its file: the bare name `ufo` resolves to ufo-lite here, as in the builds.
import * as ufo from '../../node_modules/ufo/dist/index.mjs';
import { withBase, withQuery } from '../../src/lib/api/ufo-lite.ts';

// The shop's builds resolve `ufo` to ufo-lite (astro.config.mjs): it must answer as ufo does for
// what ofetch passes it. Query strings are compared decoded: both encode validly, not byte for byte.
const decoded = (url: string) => {
  const at = url.indexOf('?');
  return { path: at === -1 ? url : url.slice(0, at), query: [...new URLSearchParams(at === -1 ? '' : url.slice(at + 1))] };
};

describe('withBase', () => {
  const cases: [string, string | undefined][] = [
    ['/api/v3/items/joined', 'http://127.0.0.1:8787'],
    ['/api/v3/items/joined', 'http://127.0.0.1:8787/'],
    ['api/stocks', 'https://api.example.com/base/'],
    ['/products/categories', 'http://localhost:8787/api/v3/store'],
    ['http://other.example.com/x', 'http://127.0.0.1:8787'],
    ['/api/x', undefined],
    ['/api/x', '/'],
    ['/base/api/x', '/base'],
    ['/basement', '/base'],
  ];
  it.each(cases)('joins %s onto %s as ufo does', (input, base) => {
    expect(withBase(input, base)).toBe(ufo.withBase(input, base ?? ''));
  });
});

describe('withQuery', () => {
  const cases: [string, Record<string, unknown>][] = [
    ['http://h/api/v3/items/joined', { page: 2, size: 24, categoryId: 3, sort: 'price_asc' }],
    ['http://h/api/v3/items/joined', { query: 'খাতা নোট' }],
    ['http://h/api/v3/items/joined', { query: 'a&b=c d+e/f?g#h' }],
    ['/api/sales', { id: 7, tag: ['x', 'y'] }],
    ['/api/sales?id=1&keep=yes', { id: 7 }],
    ['/api/sales#frag', { flag: true, skipped: undefined }],
  ];
  it.each(cases)('adds the query to %s as ufo does', (input, query) => {
    expect(decoded(withQuery(input, query as never))).toEqual(decoded(ufo.withQuery(input, query as never)));
  });
});
