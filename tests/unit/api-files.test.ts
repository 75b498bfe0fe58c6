import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DIRECT_UPLOAD_MAX_BYTES } from '../../src/lib/contract/upload-limits.ts';
import { uploadedFileInfoSchema } from '../../src/lib/contract/upload-requests.ts';
import { send } from './support/accounts.ts';
import { cardShopper, onApi, placeCardOrder, type Shopper } from './support/gateway.ts';
import { HEADS, MB, SLOW, useUploadsApi } from './support/receipts.ts';
import { signedLinkOf } from './support/upload-service.ts';
import { postForm } from './support/upload-wire.ts';

// `POST /api/files?order=` (spec §7, issue 12 §4): the API's own direct upload of a receipt, for
// shops with no upload service: the customer's own order, under 25 MB, streamed, type sniffed.
const uploads = useUploadsApi();
const { api, orderFor, store } = uploads;
const postFile = (who: Shopper | undefined, order: string, form: Parameters<typeof postForm>[1], options: Parameters<typeof postForm>[2] = {}) =>
  postForm(`${api.origin}/api/files?order=${encodeURIComponent(order)}`, { fieldsFirst: true, ...form }, {
    ...options,
    headers: { ...api.keyHeaders, ...(who ? { 'X-AUTH-TOKEN': who.token } : {}), ...options.headers },
  });

describe('POST /api/files', { timeout: SLOW }, () => {
  it('stores a receipt for the customer\'s own order and answers its file info, which attaches', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const sent = await postFile(who, order.invoiceId, { head: HEADS.heic, size: 2 * MB, fileName: 'IMG_0042.HEIC', fields: { type: 'receipt' } });
    expect(sent.status).toBe(201);
    const info = v.parse(uploadedFileInfoSchema, sent.json);
    // Its address comes signed for this customer (issue 22 §10): the plain one opens nothing.
    expect(info).toMatchObject({ name: 'IMG_0042.HEIC', size: 2 * MB, mimeType: 'image/heic', isImage: true, isStored: false, cdnUrl: expect.stringMatching(signedLinkOf(`${api.running.config.publicUrl}/ucarecdn/${info.uuid}/`)) });
    expect((await fetch(`${api.origin}/ucarecdn/${info.uuid}/`)).status).toBe(403);
    const served = await fetch(onApi(api, info.cdnUrl));
    expect([served.status, served.headers.get('content-type'), Number(served.headers.get('content-length'))]).toEqual([200, 'image/heic', 2 * MB]);
    await served.body?.cancel();

    const attached = await send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body: { saleId: order.saleId, files: [sent.json] } });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.json).toMatchObject({ paymentState: 'receipt_received', attachments: [expect.objectContaining({ uuid: info.uuid, mimeType: 'image/heic' })] });
  });

  it("answers 404 for another customer's order (or none), reading none of the file", async () => {
    const [owner, other] = [await cardShopper(api), await cardShopper(api)];
    const order = await orderFor(owner);
    const before = store();
    expect((await postFile(other, order.invoiceId, { head: HEADS.jpeg, size: 100_000, fields: { type: 'receipt' } })).status).toBe(404);
    expect((await postFile(other, 'KL-20990101-999999', { head: HEADS.jpeg, size: 100_000, fields: { type: 'receipt' } })).status).toBe(404);
    expect((await postFile(undefined, order.invoiceId, { head: HEADS.jpeg, size: 100_000, fields: { type: 'receipt' } })).status).toBe(401);
    expect(store()).toEqual(before);
  });

  it('answers 409 for an order that takes no receipt (a card order, a cancelled one), reading none of the file', async () => {
    const who = await cardShopper(api);
    const card = await placeCardOrder(api, who, uploads.nextSku());
    const cancelled = await orderFor(who);
    expect((await send(api, 'PATCH', `/api/sales?id=${cancelled.saleId}`, { token: who.token })).status).toBe(200);
    const before = store();
    for (const order of [card, cancelled]) {
      expect((await postFile(who, order.invoiceId, { head: HEADS.jpeg, size: 100_000, fields: { type: 'receipt' } })).status).toBe(409);
    }
    expect(store()).toEqual(before);
  });

  it('will not let another customer attach a file sent for an order of someone else', async () => {
    const [owner, other] = [await cardShopper(api), await cardShopper(api)];
    const [mine, theirs] = [await orderFor(owner), await orderFor(other)];
    const sent = await postFile(owner, mine.invoiceId, { head: HEADS.png, size: 5000, fields: { type: 'receipt' } });
    const used = await send(api, 'PATCH', '/api/sales/payments/attachments', { token: other.token, body: { saleId: theirs.saleId, files: [sent.json] } });
    expect(used.status).toBe(422);
  });

  it('answers 413 to a file of 25 MB or more (declared or streamed) and keeps nothing', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const before = store();
    const streamed = await postFile(who, order.invoiceId, { head: HEADS.jpeg, size: DIRECT_UPLOAD_MAX_BYTES + 1, fields: { type: 'receipt' } }, { contentLength: null, headers: { 'Transfer-Encoding': 'chunked' } });
    expect(streamed.status).toBe(413);
    expect((await postFile(who, order.invoiceId, { head: HEADS.jpeg, size: 50 * MB + 1, fields: { type: 'receipt' } })).status).toBe(413);
    expect(store()).toEqual(before);
    // Just under the limit goes through.
    expect((await postFile(who, order.invoiceId, { head: HEADS.jpeg, size: DIRECT_UPLOAD_MAX_BYTES, fields: { type: 'receipt' } })).status).toBe(201);
  });

  it('answers 422 to a file that is not a receipt type by its bytes, or no file, or no type; keeps nothing', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const before = store();
    for (const head of [HEADS.elf, HEADS.pe, HEADS.html, HEADS.svg]) {
      const refused = await postFile(who, order.invoiceId, { head, size: 50_000, fileName: 'receipt.jpg', fields: { type: 'receipt' } });
      expect(refused.status).toBe(422);
      expect(Object.keys(refused.json.errors)).toEqual(['file']);
    }
    const noType = await postFile(who, order.invoiceId, { head: HEADS.jpeg, size: 50_000, fields: {} });
    expect([noType.status, Object.keys(noType.json.errors)]).toEqual([422, ['type']]);
    const noFile = await postFile(who, order.invoiceId, { head: HEADS.jpeg, size: 50_000, fileField: 'other', fields: { type: 'receipt' } });
    expect([noFile.status, Object.keys(noFile.json.errors)]).toEqual([422, ['file']]);
    const notAForm = await send(api, 'POST', `/api/files?order=${order.invoiceId}`, { token: who.token, body: { file: 'x' } });
    expect(notAForm.status).toBe(422);
    expect((await send(api, 'POST', '/api/files?order=%3Cscript%3E', { token: who.token })).status).toBe(422);
    expect(store()).toEqual(before);
  });

  it('keeps nothing of a body cut off mid-file', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const before = store();
    expect((await postFile(who, order.invoiceId, { head: HEADS.pdf, size: 4 * MB, fields: { type: 'receipt' } }, { cutAfter: MB })).status).toBe(0);
    await expect.poll(() => store()).toEqual(before);
  });
});
