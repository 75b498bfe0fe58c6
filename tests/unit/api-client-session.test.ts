import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions, type ApiResult, type RequestOptions } from '../../src/lib/api/index.ts';
import { searchActiveDiscounts } from '../../src/lib/api/discounts.ts';
import { searchSkuStock } from '../../src/lib/api/stocks.ts';
import { MAX_SKUS_PER_STOCK_SEARCH } from '../../src/lib/contract/limits.ts';
import { useStubServer } from './support/stub-server.ts';

// What a session needs of the client (issue 9, item 5), and answers parsed with the contract.
const stub = useStubServer();
const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseURL: stub.baseURL, apiKey: 'key-123', deviceId: 'device-abc', retryDelay: 1, ...options });

describe('onUnauthorized', () => {
  it('is called when a call made with a token is answered 401', async () => {
    let ended = 0;
    stub.reply(() => ({ status: 401, body: { message: 'Session expired' } }));
    const result = await client({ getToken: () => 'token-1', onUnauthorized: () => ended++ }).request('GET', '/api/customers');
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(ended).toBe(1);
  });
  it('is not called for a guest’s 401 (a key problem, not a session) nor for other statuses', async () => {
    let ended = 0;
    stub.reply(() => ({ status: 401, body: { message: 'A valid X-API-KEY header is required' } }));
    await client({ getToken: () => null, onUnauthorized: () => ended++ }).request('GET', '/a');
    stub.reply(() => ({ status: 403, body: { message: 'Forbidden' } }));
    await client({ getToken: () => 'token-1', onUnauthorized: () => ended++ }).request('GET', '/b');
    expect(ended).toBe(0);
  });
});

describe('per-call signal', () => {
  it('cancels a call, which resolves to the network error without retrying', async () => {
    stub.reply(() => 'hang');
    const controller = new AbortController();
    const pending = client().request('GET', '/slow', { signal: controller.signal });
    await expect.poll(() => stub.seen.length).toBe(1);
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { network: true } });
    expect(stub.seen).toHaveLength(1);
  });
  it('keeps the client’s timeout on a call with a signal', async () => {
    stub.reply(() => 'hang');
    const result = await client({ timeout: 50, retry: 0 }).request('GET', '/slow', { signal: new AbortController().signal });
    expect(result).toMatchObject({ ok: false, error: { network: true } });
  });
});

describe('per-call retry', () => {
  it('retries a read-only POST that opts in', async () => {
    stub.reply((_, nth) => (nth < 3 ? { status: 503, body: { message: 'busy' } } : { status: 200, body: { n: nth } }));
    expect(await client().request('POST', '/api/search', { body: {}, retry: true })).toEqual({ ok: true, status: 200, body: { n: 3 } });
    expect(stub.seen).toHaveLength(3);
  });
  it('never retries a POST that does not opt in', async () => {
    stub.reply(() => ({ status: 503, body: { message: 'busy' } }));
    await client().request('POST', '/api/orders', { body: {} });
    expect(stub.seen).toHaveLength(1);
  });
  it('lets a GET opt out', async () => {
    stub.reply(() => ({ status: 503, body: { message: 'busy' } }));
    await client().request('GET', '/a', { retry: false });
    expect(stub.seen).toHaveLength(1);
  });
  it('is used by the live searches: a stock search survives one 503', async () => {
    stub.reply((_, nth) => (nth === 1 ? { status: 503 } : { status: 200, body: { list: [] } }));
    expect(await searchSkuStock(client(), [1])).toEqual({ ok: true, status: 200, body: [] });
  });
});

describe('error bodies', () => {
  it.each([
    ['an HTML page', { status: 500, text: '<html>Bad gateway</html>' }],
    ['a message that is not text', { status: 404, body: { message: 42 } }],
    ['field errors that are not lists', { status: 422, body: { message: 7, errors: { city: 'Required' } } }],
    ['a list', { status: 400, body: ['x'] }],
  ])('reads junk (%s) as no body: the generic message, no field errors', async (_, reply) => {
    stub.reply(() => reply);
    const result = await client().request('POST', '/a', { body: {} });
    expect(result).toMatchObject({ ok: false, error: { message: 'Something went wrong. Please try again.', fieldErrors: {} } });
  });
});

describe('live answers are parsed and reshaped', () => {
  const row = { skuId: 1, stock: 4, price: 30, sale_price: 25, regular_price: 30 };
  it('reshapes stock rows into domain prices', async () => {
    stub.reply(() => ({ status: 200, body: { list: [row] } }));
    expect(await searchSkuStock(client(), [1])).toEqual({
      ok: true, status: 200, body: [{ skuId: 1, stock: 4, price: 30, salePrice: 25, regularPrice: 30 }],
    });
  });
  it.each([{ list: [{ ...row, stock: '4' }] }, { list: 'none' }, {}, null])('turns a broken stock answer into a failure: %j', async (body) => {
    stub.reply(() => ({ status: 200, body }));
    expect(await searchSkuStock(client(), [1])).toMatchObject({ ok: false, status: 502 });
  });
  it('turns a broken discount answer into a failure', async () => {
    stub.reply(() => ({ status: 200, body: { list: [{ id: 1, type: 'bogus' }], total: 1, page: 1, size: 100 } }));
    expect(await searchActiveDiscounts(client())).toMatchObject({ ok: false, status: 502 });
  });
  it('asks a big cart’s stock in batches one after another, never all at once', async () => {
    // A client whose answers the test releases one by one: a batch sent early would show at once.
    const waiting: (() => void)[] = [];
    const held: ApiClient = {
      request: <T,>(_method: string, _path: string, options?: RequestOptions<T>) => new Promise<ApiResult<T>>((resolve) => {
        const { skuIds } = options?.body as { skuIds: number[] };
        waiting.push(() => resolve({ ok: true, status: 200, body: { list: skuIds.map((skuId) => ({ ...row, skuId })) } as T }));
      }),
    };
    const ids = Array.from({ length: 3 * MAX_SKUS_PER_STOCK_SEARCH }, (_, i) => i + 1);
    const pending = searchSkuStock(held, ids);
    for (let batch = 1; batch <= 3; batch++) {
      await vi.waitFor(() => expect(waiting).toHaveLength(batch));
      waiting[batch - 1]!();
    }
    const result = await pending;
    expect(waiting).toHaveLength(3);
    expect(result.ok && result.body.map((r) => r.skuId)).toEqual(ids);
  });
});
