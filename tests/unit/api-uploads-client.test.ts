import { UploadError, uploadFile } from '@uploadcare/upload-client';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saleSchema, salePageSchema } from '../../src/lib/contract/index.ts';
import { DEMO_UPLOAD_PUBLIC_KEY } from '../../src/lib/contract/upload-limits.ts';
import { uploadPlan } from '../../src/lib/upload-plan.ts';
import * as v from 'valibot';
import { send } from './support/accounts.ts';
import { cardShopper, onApi } from './support/gateway.ts';
import { fileOf, HEADS, MB, SLOW } from './support/receipts.ts';
import { asSent, signedLinkOf, useUploadService } from './support/upload-service.ts';

// Receipt uploads through the API's upload service (issue 12 §4): the REAL @uploadcare/upload-client
// against the running reference API, then the file info it returns attached to a pay-later sale.
// The service's wire protocol: api-uploads-wire.test.ts; attaching: api-uploads-attachments.test.ts.
const { uploads, api, service, row, attach } = useUploadService();
const { orderFor, store } = uploads;

describe('the real upload client against the API', { timeout: SLOW }, () => {
  it('uploads a small receipt in one request, and its file info is what gets attached', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const bytes = fileOf(HEADS.jpeg, 300 * 1024);
    const progress: number[] = [];
    const file = await uploadFile(bytes, { ...service(), fileName: 'bkash-receipt.jpg', contentType: 'image/jpeg', onProgress: (p) => void (p.isComputable && progress.push(p.value)) });
    expect(file).toMatchObject({
      name: 'bkash-receipt.jpg', size: bytes.length, isImage: true, mimeType: 'image/jpeg', isStored: false,
      cdnUrl: `${service().baseCDN}${file.uuid}/`,
    });
    expect(progress.at(-1)).toBe(1);
    expect(row(file.uuid)).toMatchObject({ state: 'ready', via: 'upload_service', parts_total: 0 });

    // Its uuid alone opens nothing (issue 22 §10): the address the client built is served with a signed token only.
    expect((await fetch(`${api.origin}/ucarecdn/${file.uuid}/bkash-receipt.jpg`)).status).toBe(403);

    const attached = await attach(who, { saleId: order.saleId, files: [asSent(file)], transactionId: '8N7A6B5C4D' });
    expect(attached.status, attached.text).toBe(200);
    const sale = v.parse(saleSchema, attached.json);
    expect(sale).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid', paymentState: 'receipt_received', paymentReference: '8N7A6B5C4D' });
    expect(sale.attachments).toEqual([
      { uuid: file.uuid, name: 'bkash-receipt.jpg', size: bytes.length, mimeType: 'image/jpeg', cdnUrl: expect.stringMatching(signedLinkOf(file.cdnUrl)), dateCreated: expect.any(String) },
    ]);
    // The link the sale gives serves it, typed from its bytes, never sniffed by the browser.
    const served = await fetch(onApi(api, sale.attachments[0]!.cdnUrl));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="bkash-receipt.jpg"; filename*=UTF-8''bkash-receipt.jpg`);
    expect(sale.history.map((entry) => entry.status)).toEqual(['awaiting_payment', 'receipt_received']);
    // Stored for good now that a sale holds it.
    expect((await send(api, 'GET', `/upload/info/?pub_key=${DEMO_UPLOAD_PUBLIC_KEY}&file_id=${file.uuid}`)).json).toMatchObject({ is_stored: true, is_ready: true });

    // The same files again (a lost answer, a second press): the same sale, no second history entry.
    const again = await attach(who, { saleId: order.saleId, files: [asSent(file)], transactionId: '8N7A6B5C4D' });
    expect(again.status).toBe(200);
    expect(again.json.history).toEqual(sale.history);
    // The order list says it too.
    const list = v.parse(salePageSchema, (await send(api, 'POST', '/api/sales', { token: who.token, body: {} })).json);
    expect(list.list.find((entry) => entry.id === order.saleId)).toMatchObject({
      paymentState: 'receipt_received',
      attachments: sale.attachments.map((attachment) => ({ ...attachment, cdnUrl: expect.stringMatching(signedLinkOf(file.cdnUrl)) })),
    });
  });

  it('uploads a 30 MB receipt in parts (multipart), counted on the server, and attaches it', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const size = 30 * MB;
    const plan = uploadPlan(size);
    expect(plan).toMatchObject({ kind: 'multipart', parts: 6 });
    const bytes = fileOf(HEADS.pdf, size);
    const progress: number[] = [];
    const file = await uploadFile(bytes, { ...service(), fileName: 'bank-slip.pdf', contentType: 'application/pdf', onProgress: (p) => void (p.isComputable && progress.push(p.value)) });
    expect(file).toMatchObject({ name: 'bank-slip.pdf', size, isImage: false, mimeType: 'application/pdf' });
    expect(row(file.uuid)).toMatchObject({ state: 'ready', parts_total: plan.kind === 'multipart' ? plan.parts : -1, parts_received: 6, part_size: 5 * MB });
    expect(progress.some((value) => value > 0 && value < 1)).toBe(true);
    // Assembled in order, parts gone.
    const stored = join(api.running.config.uploads.dir, file.uuid);
    expect(statSync(stored).size).toBe(size);
    expect(readFileSync(stored).equals(bytes)).toBe(true);
    expect(readdirSync(join(api.running.config.uploads.dir, 'tmp'))).not.toContain(file.uuid);

    const attached = await attach(who, { saleId: order.saleId, files: [asSent(file)] });
    expect(attached.status, attached.text).toBe(200);
    expect(attached.json.attachments).toEqual([expect.objectContaining({ uuid: file.uuid, name: 'bank-slip.pdf', size, mimeType: 'application/pdf' })]);
  });

  it('refuses a file over 50 MB before any part is sent: 413, nothing kept', async () => {
    const before = store();
    const error = await uploadFile(fileOf(HEADS.jpeg, 50 * MB + 1), { ...service(), fileName: 'big.jpg' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).code).toBe('FileSizeLimitExceededError');
    expect(store()).toEqual(before);
  });

  it('refuses an executable named .jpg (one request or in parts): 422, nothing kept', async () => {
    const before = store();
    for (const size of [200 * 1024, 26 * MB]) {
      const error = await uploadFile(fileOf(HEADS.elf, size), { ...service(), fileName: 'receipt.jpg', contentType: 'image/jpeg' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(UploadError);
      expect((error as UploadError).code).toBe('FileTypeForbiddenError');
    }
    expect(store()).toEqual(before);
  });

  it('refuses a wrong public key', async () => {
    const error = await uploadFile(fileOf(HEADS.png, 1000), { ...service(), publicKey: 'someone-elses-key' }).catch((caught: unknown) => caught);
    expect((error as UploadError).code).toBe('ProjectPublicKeyInvalidError');
    expect((await send(api, 'GET', '/upload/info/?pub_key=nope&file_id=00000000-0000-4000-8000-000000000000')).status).toBe(403);
  });
});
