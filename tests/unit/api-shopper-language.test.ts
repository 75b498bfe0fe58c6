import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { returnNoticeEmail, returnNoticeText } from '../../api/returns/notices.ts';
import { useFulfilmentApi, type Buyer } from './support/fulfilment.ts';

// The shopper's messages in the language they ordered in (issue 26 §1): an order placed in Bangla
// (`Accept-Language: bn…`) is told of its moves in Bangla, by text and by e-mail; one in English in English.
const { api, configure, call, shopper, skuInStock, walk, texts } = useFulfilmentApi();
const BANGLA = { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.5' };

async function placeIn(who: Buyer, headers: Record<string, string>, body: Record<string, unknown> = {}) {
  return call('POST', '/api/checkouts', { items: [{ skuId: skuInStock(), quantity: 1 }], addressId: who.addressId, paymentMethod: 'cash_on_delivery', ...body }, { 'X-AUTH-TOKEN': who.token, 'Idempotency-Key': `lang-${randomUUID()}`, ...headers });
}

describe('the language of an order’s messages', () => {
  it('is Bangla for an order placed in Bangla: texts and e-mails, amounts in Bangla digits, the numbers as written', async () => {
    const placed = await placeIn(await shopper(), BANGLA);
    expect(placed.status).toBe(201);
    await walk(placed.json.saleId, 'confirm', 'pack', 'ship');
    const invoice = placed.json.invoiceId as string;
    expect(texts().map((text) => text.text)).toEqual([
      `কলম: আপনার অর্ডার ${invoice} নিশ্চিত হয়েছে। পাঠানোর সময় আমরা আপনাকে জানাব।`,
      `কলম: আপনার অর্ডার ${invoice} Pathao-এর মাধ্যমে পথে আছে। ট্র্যাকিং নম্বর: PTH-77881`,
    ]);
    expect(api.sent.at(-1)).toMatchObject({ subject: `আপনার কলম অর্ডার ${invoice} পথে আছে`, text: expect.stringContaining('ট্র্যাকিং নম্বর: PTH-77881') });
    // Its link opens the order's Bangla page (issue 24).
    expect(api.sent.at(-1)!.text).toContain(`/bn/details?id=${placed.json.saleId as number}`);
  });

  it('is English for an order placed in English', async () => {
    const placed = await placeIn(await shopper(), { 'Accept-Language': 'en-GB,en;q=0.9,bn;q=0.8' });
    await walk(placed.json.saleId, 'confirm');
    expect(texts().map((text) => text.text)).toEqual([`Kolom: your order ${placed.json.invoiceId} is confirmed. We will text you when it ships.`]);
  });

  it('writes the code a cash order asks for in Bangla too', async () => {
    configure({ codConfirmation: 'first' });
    const asked = await placeIn(await shopper(), BANGLA);
    expect(asked.status).toBe(422);
    expect(texts().at(-1)!.text).toMatch(/^কলম: আপনার কোড \d{6}। ৫ মিনিট কার্যকর।/);
  });
});

describe('a return’s messages in Bangla', () => {
  const facts = { invoiceId: 'KL-20261127-000042', saleId: 42, returnId: 7 };
  it('say the refund in Bangla digits, and how it goes back', () => {
    expect(returnNoticeText({ ...facts, kind: 'received', refundPaisa: 40_500, channel: 'manual' }, 'bn')).toBe('কলম: অর্ডার KL-20261127-000042-এর ফেরত পণ্য পেয়েছি। ৳৪০৫.০০ বিকাশ, নগদ বা ব্যাংকে ফেরত পাঠাব।');
    expect(returnNoticeText({ ...facts, kind: 'accepted', note: 'কুরিয়ারে পাঠান' }, 'bn')).toBe('কলম: অর্ডার KL-20261127-000042-এর ফেরতের অনুরোধ আমরা গ্রহণ করেছি। কুরিয়ারে পাঠান');
    const mail = returnNoticeEmail('a@example.com', 'রিনা', { ...facts, kind: 'refused', note: null }, 'https://shop.example', 'bn');
    expect(mail.subject).toBe('কলম অর্ডার KL-20261127-000042-এর ফেরত গ্রহণ করা যায়নি');
    expect(mail.text).toMatch(/^প্রিয় রিনা,\n\nআমরা দুঃখিত/);
    expect(mail.text).toContain('https://shop.example/bn/details?id=');
  });
});
