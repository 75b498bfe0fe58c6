import autocannon, { type Request, type Result } from 'autocannon';
import { API_KEY } from './client.ts';

/*
 * The mixed load (issue 11): autocannon keeps `connections` requests in flight for `seconds`,
 * each one drawn from a weighted mix of what shoppers do: browse a listing, search, check stock
 * (the cart's "add"), ask for a quote, place an order (COD, a fresh Idempotency-Key each), and
 * now and then cancel an order placed earlier. Every answer is timed and counted per kind.
 */

/** What the load may use: signed-in shoppers with an address, skus to buy, categories to browse. */
export interface LoadPlan {
  api: string;
  seconds: number;
  connections: number;
  shoppers: readonly { token: string; addressId: number }[];
  skuIds: readonly number[];
  categoryIds: readonly number[];
}

export const KINDS = ['browse', 'search', 'add', 'quote', 'checkout', 'cancel'] as const;
export type Kind = (typeof KINDS)[number];

/** Each kind's share of the traffic. */
const MIX: readonly [Kind, number][] = [['browse', 0.3], ['search', 0.2], ['add', 0.2], ['quote', 0.1], ['checkout', 0.15], ['cancel', 0.05]];
const WORDS = ['pen', 'notebook', 'gift', 'pencil', 'diary', 'colour', 'কলম', 'box'];

/** One answer: its kind, its status, how long it took. */
export interface Sample {
  kind: Kind;
  status: number;
  ms: number;
}

export interface LoadResult {
  samples: Sample[];
  /** autocannon's own totals (connection errors and timeouts are not answers, so not samples). */
  totals: Result;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function draw(): Kind {
  let roll = Math.random();
  for (const [kind, share] of MIX) if ((roll -= share) < 0) return kind;
  return 'browse';
}

/** Runs the load and returns every answer. */
export async function runLoad(plan: LoadPlan): Promise<LoadResult> {
  // Orders placed during the load that may be cancelled: its invoice and its owner's token.
  const placed: { invoiceId: string; token: string }[] = [];
  const samples: Sample[] = [];
  let answered: Kind = 'browse';

  const request = (method: string, path: string, body?: unknown, token?: string, extra: Record<string, string> = {}): Request => {
    const headers: Record<string, string> = { 'X-API-KEY': API_KEY, 'Content-Type': 'application/json', ...extra };
    if (token) headers['X-AUTH-TOKEN'] = token;
    return { method, path, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) };
  };
  const lines = () => {
    const first = pick(plan.skuIds);
    const second = pick(plan.skuIds);
    const items = [{ skuId: first, quantity: 1 + Math.floor(Math.random() * 2) }];
    return second !== first && Math.random() < 0.3 ? [...items, { skuId: second, quantity: 1 }] : items;
  };

  function next(context: Record<string, unknown>): Request {
    let kind = draw();
    if (kind === 'cancel' && placed.length === 0) kind = 'browse';
    context['kind'] = kind;
    const shopper = pick(plan.shoppers);
    switch (kind) {
      case 'browse': {
        const category = Math.random() < 0.5 ? `&categoryId=${pick(plan.categoryIds)}` : '';
        return request('GET', `/api/v3/items/joined?page=${1 + Math.floor(Math.random() * 5)}&size=24${category}`);
      }
      case 'search':
        return request('GET', `/api/v3/items/joined?query=${encodeURIComponent(pick(WORDS))}&size=24`);
      case 'add':
        return request('POST', '/api/stocks/items/skus/search', { skuIds: [pick(plan.skuIds), pick(plan.skuIds)] });
      case 'quote':
        return request('POST', '/api/checkouts/quote', { items: lines(), addressId: shopper.addressId, coupon: 'KOLOM10' }, shopper.token);
      case 'checkout':
        context['token'] = shopper.token;
        return request('POST', '/api/checkouts', { items: lines(), addressId: shopper.addressId, paymentMethod: 'cash_on_delivery' }, shopper.token, {
          'Idempotency-Key': crypto.randomUUID(),
        });
      case 'cancel': {
        const order = placed.splice(Math.floor(Math.random() * placed.length), 1)[0]!;
        return request('PATCH', `/api/checkouts/cancel?invoiceId=${order.invoiceId}`, undefined, order.token);
      }
    }
  }

  const instance = autocannon({
    url: plan.api,
    connections: plan.connections,
    duration: plan.seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (base, context) => ({ ...base, ...next(context) }),
        onResponse: (status, body, context) => {
          answered = context['kind'] as Kind;
          if (answered === 'checkout' && status === 201) placed.push({ invoiceId: (JSON.parse(body) as { invoiceId: string }).invoiceId, token: context['token'] as string });
        },
      },
    ],
  });
  // autocannon reports each answer's time right after its `onResponse`, before the next is set up.
  instance.on('response', (_client, status, _bytes, ms) => samples.push({ kind: answered, status, ms }));
  const totals = await instance;
  return { samples, totals };
}
