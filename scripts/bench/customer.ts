/**
 * A signed-in customer for the bench's own screens (issues 10, 11): signed up on the bench's API,
 * with an address, one placed order and a cart of one product, handed to Lighthouse as the
 * localStorage a browser signed in on this device would hold (spec §4).
 */
import { addItem, clearCart } from '../../src/lib/cart.ts';
import { cartProductOf } from '../../src/lib/cart-product.ts';
import { serializeCart } from '../../src/lib/cart-serialize.ts';
import { reshapeProduct } from '../../src/lib/api/reshape-product.ts';
import type { ProductWire } from '../../src/lib/contract/index.ts';

const API_KEY = 'demo-storefront-key';

/** What the signed-in pages need: the storage to start from and the placed order's id. */
export interface BenchCustomer {
  storage: Record<string, string>;
  saleId: number;
  /** A pay-later order awaiting payment: its result page is the fullest of the four. */
  laterInvoiceId: string;
}

async function call<T>(apiUrl: string, method: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { 'X-API-KEY': API_KEY, 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? null : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs up a customer with an address in Dhaka city, places one order, and fills a cart. */
export async function prepareCustomer(apiUrl: string): Promise<BenchCustomer> {
  const email = `bench-${Date.now()}@example.com`;
  const session = await call<{ user: { authToken: string; userId: number; email: string; name: string }; profile: unknown }>(
    apiUrl, 'POST', '/api/signup', { name: 'Bench Shopper', email, password: 'bench password 1' },
  );
  const auth = { 'X-AUTH-TOKEN': session.user.authToken };
  const address = { label: 'Home', recipientName: 'Bench Shopper', phone: '01712345678', divisionId: 6, districtId: 47, cityAreaId: 12, addressLine: 'House 1, Road 1' };
  const { id: addressId } = await call<{ id: number }>(apiUrl, 'POST', '/api/addresses', address, auth);
  const { list } = await call<{ list: ProductWire[] }>(apiUrl, 'GET', '/api/v3/items/joined?page=1&size=20', undefined);
  const wire = list.find((product) => product.skus.some((sku) => sku.stock >= 3));
  if (!wire) throw new Error('no product in stock to put in the bench cart');
  const product = reshapeProduct(wire);
  const sku = product.skus.find((candidate) => candidate.stock >= 3)!;
  const order = await call<{ saleId: number }>(
    apiUrl, 'POST', '/api/checkouts',
    { items: [{ skuId: sku.id, quantity: 1 }], addressId, paymentMethod: 'cash_on_delivery' },
    { ...auth, 'Idempotency-Key': `bench-order-${Date.now()}-attempt` },
  );
  const later = await call<{ invoiceId: string }>(
    apiUrl, 'POST', '/api/checkouts',
    { items: [{ skuId: sku.id, quantity: 1 }], addressId, paymentMethod: 'pay_later' },
    { ...auth, 'Idempotency-Key': `bench-later-${Date.now()}-attempt` },
  );
  const { authToken, ...user } = session.user;
  const cart = addItem(clearCart(), cartProductOf({ ...product, discount: null }), sku, 1);
  return {
    storage: { token: authToken, user: JSON.stringify(user), profile: JSON.stringify(session.profile), cart: serializeCart(cart) },
    saleId: order.saleId,
    laterInvoiceId: later.invoiceId,
  };
}
