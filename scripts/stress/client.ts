/** The stress run's own HTTP calls to the reference API (setting up, the race): each timed, its status kept. */
import { readConfig } from '../../api/config.ts';

/** The key the API process accepts: it reads the same environment. */
export const API_KEY = readConfig(process.env).apiKeys[0]!;

/** One finished request: what it was, how it ended, how long it took. */
export interface Timed {
  kind: string;
  status: number;
  ms: number;
}

/** Sends one JSON request (status 0: no answer at all) and times it. */
export async function timed(kind: string, url: string, init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<Timed & { json: any }> {
  const started = performance.now();
  const headers: Record<string, string> = { 'X-API-KEY': API_KEY, 'Content-Type': 'application/json', ...init.headers };
  if (init.token) headers['X-AUTH-TOKEN'] = init.token;
  try {
    const response = await fetch(url, { method: init.method ?? 'GET', headers, body: init.body === undefined ? null : JSON.stringify(init.body) });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { kind, status: response.status, ms: performance.now() - started, json };
  } catch {
    return { kind, status: 0, ms: performance.now() - started, json: undefined };
  }
}

/** A customer with a Dhaka city address, ready to check out. */
export async function newShopper(api: string, n: number): Promise<{ token: string; addressId: number }> {
  const email = `stress-${n}-${Date.now()}@example.com`;
  const signUp = await timed('signup', `${api}/api/signup`, { method: 'POST', body: { name: 'Stress Shopper', email, password: 'stress password 1' } });
  if (signUp.status !== 201) throw new Error(`sign-up answered ${signUp.status}`);
  const token = signUp.json.user.authToken as string;
  const address = { label: 'Home', recipientName: 'Stress Shopper', phone: '01712345678', divisionId: 6, districtId: 47, cityAreaId: 12, addressLine: 'House 1' };
  const created = await timed('address', `${api}/api/addresses`, { method: 'POST', token, body: address });
  if (created.status !== 201) throw new Error(`address answered ${created.status}`);
  return { token, addressId: created.json.id as number };
}

/** Places an order of `items` for `shopper` with a fresh Idempotency-Key. */
export function checkout(api: string, shopper: { token: string; addressId: number }, items: { skuId: number; quantity: number }[]) {
  return timed('checkout', `${api}/api/checkouts`, {
    method: 'POST',
    token: shopper.token,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { items, addressId: shopper.addressId, paymentMethod: 'cash_on_delivery' },
  });
}
