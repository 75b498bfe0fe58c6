import { randomUUID } from 'node:crypto';
import { newCustomer, send } from '../accounts.ts';
import type { ReferenceApiFixture } from '../reference-api.ts';
import { DHAKA_ADDRESS } from '../shoppers.ts';
import type { FuzzContext } from './endpoints-shop.ts';

/*
 * The records the fuzzer's requests name, made through the API itself: three customers (one with
 * orders of every payment method, one whose profile is edited, one whose password is tried), an
 * uploaded receipt, and the ids, codes, images, outlets and pages the catalogue has.
 */

async function ok(sent: Promise<{ status: number; text: string; json: any }>, expected = 201) {
  const answer = await sent;
  if (answer.status !== expected) throw new Error(`fuzz setup: ${answer.status} ${answer.text}`);
  return answer.json;
}

async function customerWithAddress(api: ReferenceApiFixture) {
  const customer = await newCustomer(api);
  const address = await ok(send(api, 'POST', '/api/addresses', { token: customer.token, body: DHAKA_ADDRESS }));
  return { id: customer.userId, token: customer.token, email: customer.email, addressId: address.id as number };
}

export async function fuzzContext(api: ReferenceApiFixture): Promise<FuzzContext> {
  const shopper = await customerWithAddress(api);
  const profile = await customerWithAddress(api);
  const password = await newCustomer(api);
  const listing = await ok(send(api, 'GET', '/api/v3/items/joined?size=100'), 200);
  const products = listing.list as { id: number; images: { src: string }[]; skus: { id: number; code: string; stock: number }[] }[];
  const skus = products.flatMap((product) => product.skus);
  const inStock = skus.filter((sku) => sku.stock >= 5);

  const orders = [];
  for (const [i, paymentMethod] of (['cash_on_delivery', 'card', 'pay_later', 'pay_later'] as const).entries()) {
    orders.push(
      await ok(send(api, 'POST', '/api/checkouts', {
        token: shopper.token,
        body: { items: [{ skuId: inStock[i]!.id, quantity: 1 }], addressId: shopper.addressId, paymentMethod },
        headers: { 'Idempotency-Key': `fuzz-setup-${randomUUID()}` },
      })),
    );
  }

  const form = new FormData();
  form.append('UPLOADCARE_PUB_KEY', api.running.config.uploads.publicKey);
  form.append('file', new Blob([Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(2000)])], { type: 'image/png' }), 'receipt.png');
  const uploaded = await fetch(`${api.origin}/upload/base/`, { method: 'POST', body: form });
  if (uploaded.status !== 200) throw new Error(`fuzz setup: upload ${uploaded.status} ${await uploaded.text()}`);
  const { file: uuid } = (await uploaded.json()) as { file: string };

  const outlets = await ok(send(api, 'GET', '/api/outlets'), 200);
  const pages = await ok(send(api, 'GET', '/api/v2/items/content'), 200);
  const origin = api.running.config.publicUrl;
  return {
    shopper,
    profile,
    password: { id: password.userId, token: password.token },
    skuIds: skus.map((sku) => sku.id),
    skuCodes: skus.map((sku) => sku.code),
    options: products.map((product) => ({ itemId: product.id, skuCode: product.skus[0]!.code })),
    credentials: { email: shopper.email, password: 'correct horse battery' },
    productIds: products.map((product) => product.id),
    saleIds: orders.map((order) => order.saleId as number),
    invoiceIds: orders.map((order) => order.invoiceId as string),
    uploadUuids: [uuid],
    mediaPaths: products.slice(0, 3).map((product) => product.images[0]!.src.replace(origin, '')),
    outletIds: (outlets.list as { id: number }[]).map((outlet) => outlet.id),
    contentSlugs: (pages.list as { slug: string }[]).map((page) => page.slug),
  };
}
