import { describe, expect, it } from 'vitest';
import { useReferenceApi } from './support/reference-api.ts';

// Strict parsing (issue 9, item 11), against the real reference API: wrong types are refused with
// field errors, never coerced, and the same contract rules decide on both sides.
const api = useReferenceApi({ demoProducts: 20 });

const get = (path: string) => fetch(`${api.origin}${path}`, { headers: api.keyHeaders });
const post = (path: string, body: string) =>
  fetch(`${api.origin}${path}`, { method: 'POST', headers: { ...api.keyHeaders, 'Content-Type': 'application/json' }, body });

async function expectFieldError(response: Response, field: string) {
  expect(response.status).toBe(422);
  const body = (await response.json()) as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe('Validation failed');
  expect(body.errors[field]?.[0]).toEqual(expect.any(String));
}

describe('a JSON body: numbers must be JSON numbers', () => {
  it.each(['true', '[1]', '"2"', '1.5', '0', 'null'])('refuses {"page":%s} on the discount search', async (page) => {
    await expectFieldError(await post('/api/global/discounts/search', `{"page":${page}}`), 'page');
  });
  it('accepts a JSON number', async () => {
    expect((await post('/api/global/discounts/search', '{"page":1,"size":5}')).status).toBe(200);
  });
  it('answers malformed JSON with a 422, never a 500', async () => {
    const response = await post('/api/stocks/items/skus/search', '{"skuIds": [1,');
    expect(response.status).toBe(422);
    expect(((await response.json()) as { errors: Record<string, string[]> }).errors['_']).toBeDefined();
  });
  it('refuses sku ids given as text', async () => {
    await expectFieldError(await post('/api/stocks/items/skus/search', '{"skuIds":["1"]}'), 'skuIds.0');
  });
});

describe('a query string: numbers must be plain decimal digits', () => {
  it.each(['0x10', '1e1', '+2', '02', ' 2', '2.0', '-1', ''])('refuses ?page=%s', async (page) => {
    await expectFieldError(await get(`/api/v3/items/joined?page=${encodeURIComponent(page)}`), 'page');
  });
  it.each(['0x1', '1e0', '+1', '01'])('refuses the category id %s', async (id) => {
    await expectFieldError(await get(`/api/v3/items/joined?categoryId=${encodeURIComponent(id)}`), 'categoryId');
  });
  it('accepts plain digits, and ignores parameters it does not know', async () => {
    const response = await get('/api/v3/items/joined?page=2&size=5&categoryId=1&utm_source=x');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ page: 2, size: 5 });
  });
  it('refuses a size written any other way on the currency list too', async () => {
    await expectFieldError(await get('/api/currencies/conversions?size=1e1'), 'size');
  });
});

describe('search text', () => {
  it.each(['%00pen', 'pen%00', '%1Bpen', 'pe%7Fn'])('refuses a control character: query=%s', async (query) => {
    await expectFieldError(await get(`/api/v3/items/joined?query=${query}`), 'query');
  });
  it('still searches plain text, in English or Bangla', async () => {
    const response = await get(`/api/v3/items/joined?query=${encodeURIComponent(' pen ')}`);
    expect(response.status).toBe(200);
  });
});
