import { uploadFile } from '@uploadcare/upload-client';
import { describe, expect, it } from 'vitest';
import { send } from './support/accounts.ts';
import { cardShopper, placeCardOrder } from './support/gateway.ts';
import { fileOf, HEADS, SLOW } from './support/receipts.ts';
import { asSent, signedLinkOf, useUploadService } from './support/upload-service.ts';

// Attaching uploaded receipts to a pay-later sale (issue 12 §4): only the customer's own sale, only
// files the store knows (the record counts, not what the browser says), one sale per file.
const { uploads, api, service, attach } = useUploadService();
const { orderFor } = uploads;

describe('PATCH /api/sales/payments/attachments', { timeout: SLOW }, () => {
  const upload = (name = 'r.png') => uploadFile(fileOf(HEADS.png, 2000), { ...service(), fileName: name });

  it("answers 404 for another customer's sale, as for a missing one", async () => {
    const [owner, other] = [await cardShopper(api), await cardShopper(api)];
    const order = await orderFor(owner);
    const file = await upload();
    expect((await attach(other, { saleId: order.saleId, files: [asSent(file)] })).status).toBe(404);
    expect((await attach(other, { saleId: 999_999, files: [asSent(file)] })).status).toBe(404);
    expect((await send(api, 'GET', `/api/sales?id=${order.saleId}`, { token: owner.token })).json).toMatchObject({ paymentState: 'awaiting_payment', attachments: [] });
  });

  it('answers 422 for a uuid the store does not know, trusting nothing else the browser says', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const file = asSent(await upload('real.png'));
    const unknown = { ...file, uuid: '0b7e5a58-2f2c-4f0e-9a2b-3c4d5e6f7a8b' };
    const refused = await attach(who, { saleId: order.saleId, files: [file, unknown] });
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ 'files.1.uuid': ['Unknown file: upload it first'] });
    // Lies about a known file (name, size, type, address) are ignored: the record is what counts.
    const lied = await attach(who, { saleId: order.saleId, files: [{ ...file, name: 'x.exe', size: 1, mimeType: 'text/html', cdnUrl: 'https://evil.example/x' }] });
    expect(lied.status).toBe(200);
    expect(lied.json.attachments).toEqual([expect.objectContaining({ name: 'real.png', size: 2000, mimeType: 'image/png', cdnUrl: expect.stringMatching(signedLinkOf(`${api.running.config.publicUrl}/ucarecdn/${file['uuid']}/`)) })]);
    // Not a uuid at all, or no files: the contract's 422.
    expect((await attach(who, { saleId: order.saleId, files: [{ ...file, uuid: '../../etc/passwd' }] })).status).toBe(422);
    expect((await attach(who, { saleId: order.saleId, files: [] })).status).toBe(422);
  });

  it("will not attach one file to two sales (another customer's receipt is not theirs to use)", async () => {
    const [first, second] = [await cardShopper(api), await cardShopper(api)];
    const [a, b] = [await orderFor(first), await orderFor(second)];
    const file = asSent(await upload());
    expect((await attach(first, { saleId: a.saleId, files: [file] })).status).toBe(200);
    expect((await attach(second, { saleId: b.saleId, files: [file] })).status).toBe(422);
  });

  it('takes receipts only for a pay-later order awaiting payment (409 otherwise), more than one in turn', async () => {
    const who = await cardShopper(api);
    const card = await placeCardOrder(api, who, uploads.nextSku());
    expect((await attach(who, { saleId: card.saleId, files: [asSent(await upload())] })).status).toBe(409);
    const order = await orderFor(who);
    const [one, two] = [asSent(await upload('one.png')), asSent(await upload('two.png'))];
    expect((await attach(who, { saleId: order.saleId, files: [one] })).status).toBe(200);
    const both = await attach(who, { saleId: order.saleId, files: [one, two] });
    expect(both.json.attachments.map((file: { name: string }) => file.name).sort()).toEqual(['one.png', 'two.png']);
    expect(both.json.history.filter((entry: { status: string }) => entry.status === 'receipt_received')).toHaveLength(1);
    expect((await send(api, 'PATCH', `/api/sales?id=${order.saleId}`, { token: who.token })).json).toMatchObject({ status: 'cancelled', paymentState: 'none' });
    expect((await attach(who, { saleId: order.saleId, files: [asSent(await upload())] })).status).toBe(409);
  });

  it('needs a signed-in customer', async () => {
    expect((await send(api, 'PATCH', '/api/sales/payments/attachments', { body: { saleId: 1, files: [] } })).status).toBe(401);
  });
});
