import { describe, expect, it } from 'vitest';
import { sweepUploads } from '../../api/uploads/sweep.ts';
import { DAY, useReturnsApi } from './support/returns.ts';

// Photos with a return (issue 26 §5): files uploaded first, named by uuid, checked as receipts are
// (finished, this customer's, not another order's, not used elsewhere) and images only; kept for good.
const api = useReturnsApi();
const { shopper, delivered, ask, upload, customerIdOf } = api;

describe('photos sent with a return', () => {
  it('are kept with it, with links minted for the shopper and the merchant', async () => {
    const who = await shopper();
    const order = await delivered(who);
    const photos = [upload(), upload({ customerId: customerIdOf(who), mimeType: 'image/png' })];
    const asked = await ask(who, { saleId: order.saleId, lines: [{ skuId: order.items[0]!.skuId, quantity: 1 }], reason: 'Cracked', photos });
    expect(asked.status, JSON.stringify(asked.json)).toBe(201);
    expect(asked.json.photos.map((photo: { uuid: string }) => photo.uuid)).toEqual(photos);
    expect(asked.json.photos[0].cdnUrl).toMatch(new RegExp(`/ucarecdn/${photos[0]}/\\?token=exp=`));
    const listed = await api.editor('GET', '/returns');
    expect(listed.json.list[0].photos).toHaveLength(2);

    // Kept past the day an unused upload lives.
    api.api.now += 2 * DAY;
    sweepUploads(api.api.db, '/nonexistent-upload-dir', new Date(api.api.now));
    expect(api.api.db.prepare('SELECT COUNT(*) AS n FROM uploads WHERE uuid IN (?, ?)').get(...photos)).toEqual({ n: 2 });
  });

  it('refuse another customer’s upload, another order’s, an unfinished one, a PDF and one used already', async () => {
    const who = await shopper();
    const stranger = await shopper();
    const order = await delivered(who);
    const other = await delivered(who);
    const line = [{ skuId: order.items[0]!.skuId, quantity: 1 }];
    const used = upload();
    const first = await ask(who, { saleId: other.saleId, lines: [{ skuId: other.items[0]!.skuId, quantity: 1 }], reason: 'Bent', photos: [used] });
    expect(first.status).toBe(201);
    const cases = [
      upload({ customerId: customerIdOf(stranger) }),
      upload({ saleId: other.saleId }),
      upload({ state: 'uploading' }),
      upload({ mimeType: 'application/pdf' }),
      used,
      '00000000-0000-4000-8000-000000000000',
    ];
    for (const bad of cases) {
      const asked = await ask(who, { saleId: order.saleId, lines: line, reason: 'Cracked', photos: [upload(), bad] });
      expect(asked.status, bad).toBe(422);
      expect(asked.json.errors).toEqual({ 'photos.1': ['Unknown file: upload it first'] });
    }
    const many = await ask(who, { saleId: order.saleId, lines: line, reason: 'Cracked', photos: Array.from({ length: 6 }, () => upload()) });
    expect(many.json.errors).toHaveProperty('photos');
    expect((await api.returnsOf(who, order.saleId)).json.returns).toEqual([]);
  });
});
