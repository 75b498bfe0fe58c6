import { UploadError, uploadFile, type UploadcareFile } from '@uploadcare/upload-client';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { saleSchema, salePageSchema } from '../../src/lib/contract/index.ts';
import { DEMO_UPLOAD_PUBLIC_KEY, uploadServiceUrls } from '../../src/lib/contract/upload-limits.ts';
import { uploadPlan } from '../../src/lib/upload-plan.ts';
import * as v from 'valibot';
import { send } from './support/accounts.ts';
import { cardShopper, placeCardOrder, type Shopper } from './support/gateway.ts';
import { fileOf, HEADS, MB, SLOW, useUploadsApi } from './support/receipts.ts';
import { postFields, postForm, putBytes, putPart, sendBody } from './support/upload-wire.ts';

// Receipt uploads through the API's upload service (issue 12 §4): the REAL @uploadcare/upload-client
// against the running reference API, then the file info it returns attached to a pay-later sale.
const uploads = useUploadsApi();
const { api, orderFor, store } = uploads;

// The addresses the shop's build gets: on the API's public origin.
const service = () => ({ publicKey: DEMO_UPLOAD_PUBLIC_KEY, ...uploadServiceUrls(api.running.config.publicUrl) });
const uploadUrl = (path: string) => `${service().baseURL}${path}`;
const row = (uuid: string) => uploads.db.prepare('SELECT * FROM uploads WHERE uuid = ?').get(uuid) as Record<string, unknown> | undefined;

/** The file info exactly as a browser would send it on: the client's object through JSON. */
const asSent = (file: UploadcareFile) => JSON.parse(JSON.stringify(file)) as Record<string, unknown>;

const attach = (who: Shopper, body: unknown) => send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body });

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

    // The CDN-like address serves it, typed from its bytes, never sniffed by the browser.
    const served = await fetch(`${api.origin}/ucarecdn/${file.uuid}/bkash-receipt.jpg`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(`inline; filename="bkash-receipt.jpg"; filename*=UTF-8''bkash-receipt.jpg`);

    const attached = await attach(who, { saleId: order.saleId, files: [asSent(file)], transactionId: '8N7A6B5C4D' });
    expect(attached.status, attached.text).toBe(200);
    const sale = v.parse(saleSchema, attached.json);
    expect(sale).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid', paymentState: 'receipt_received', paymentReference: '8N7A6B5C4D' });
    expect(sale.attachments).toEqual([
      { uuid: file.uuid, name: 'bkash-receipt.jpg', size: bytes.length, mimeType: 'image/jpeg', cdnUrl: file.cdnUrl, dateCreated: expect.any(String) },
    ]);
    expect(sale.history.map((entry) => entry.status)).toEqual(['awaiting_payment', 'receipt_received']);
    // Stored for good now that a sale holds it.
    expect((await send(api, 'GET', `/upload/info/?pub_key=${DEMO_UPLOAD_PUBLIC_KEY}&file_id=${file.uuid}`)).json).toMatchObject({ is_stored: true, is_ready: true });

    // The same files again (a lost answer, a second press): the same sale, no second history entry.
    const again = await attach(who, { saleId: order.saleId, files: [asSent(file)], transactionId: '8N7A6B5C4D' });
    expect(again.status).toBe(200);
    expect(again.json.history).toEqual(sale.history);
    // The order list says it too.
    const list = v.parse(salePageSchema, (await send(api, 'POST', '/api/sales', { token: who.token, body: {} })).json);
    expect(list.list.find((entry) => entry.id === order.saleId)).toMatchObject({ paymentState: 'receipt_received', attachments: sale.attachments });
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

describe('the upload service on the wire', { timeout: SLOW }, () => {
  const start = (size: number, extra: Record<string, string> = {}) =>
    postFields(uploadUrl('/multipart/start/?jsonerrors=1'), { filename: 'slip.pdf', size: String(size), content_type: 'application/pdf', part_size: String(5 * MB), UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY, UPLOADCARE_STORE: 'auto', ...extra });
  const complete = (uuid: string) => postFields(uploadUrl('/multipart/complete/?jsonerrors=1'), { uuid, UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY });

  it('answers 413 to a direct upload of 50 MB + 1 byte (streamed, not declared too large) and keeps nothing', async () => {
    const before = store();
    const answer = await postForm(uploadUrl('/base/?jsonerrors=1'), { head: HEADS.jpeg, size: 50 * MB + 1, fields: { UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY } });
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: { content: expect.any(String), status_code: 413, error_code: 'FileSizeLimitExceededError' } });
    expect(store()).toEqual(before);
    // Declared too large: refused before a byte is read.
    expect((await start(50 * MB + 1)).status).toBe(413);
    expect(store()).toEqual(before);
  });

  it('takes exactly 50 MB in one request, written to disk as it arrives (not buffered first)', async () => {
    // While the body is still arriving (20 MB of it yet to be sent), its bytes are already on disk.
    const tmp = join(api.running.config.uploads.dir, 'tmp');
    let sent = 0;
    let onDiskEarly = 0;
    const sampler = setInterval(() => {
      if (sent > 30 * MB) return;
      for (const name of readdirSync(tmp).filter((entry) => entry.startsWith('incoming-'))) {
        onDiskEarly = Math.max(onDiskEarly, statSync(join(tmp, name), { throwIfNoEntry: false })?.size ?? 0);
      }
    }, 5);
    const answer = await postForm(
      uploadUrl('/base/?jsonerrors=1'),
      { head: HEADS.webp, size: 50 * MB, fileName: 'max.webp', fields: { UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY } },
      { onSent: (bytes) => void (sent = bytes) },
    );
    clearInterval(sampler);
    expect(answer.status).toBe(200);
    expect(onDiskEarly).toBeGreaterThan(MB);
    expect(row(answer.json.file)).toMatchObject({ state: 'ready', size: 50 * MB, mime_type: 'image/webp', name: 'max.webp' });
  });

  it('discards a direct upload whose body is cut off mid-file', async () => {
    const before = store();
    const answer = await postForm(uploadUrl('/base/?jsonerrors=1'), { head: HEADS.jpeg, size: 3 * MB, fields: { UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY } }, { cutAfter: MB });
    expect(answer.status).toBe(0);
    await expect.poll(() => store()).toEqual(before);
  });

  it('takes parts out of order and twice (the last whole PUT wins), never half a part, and joins them in order', async () => {
    const size = 12 * MB + 123;
    const started = await start(size);
    expect(started.status).toBe(200);
    const { uuid, parts } = started.json as { uuid: string; parts: string[] };
    expect(parts).toHaveLength(3);
    expect(parts.every((url) => url.startsWith(`${api.running.config.publicUrl}/upload/multipart/part/${uuid}/`))).toBe(true);
    const content = fileOf(HEADS.pdf, size);
    const slice = (index: number) => content.subarray(index * 5 * MB, Math.min((index + 1) * 5 * MB, size));
    // Last first, the middle one twice (first with other bytes), the first last.
    expect((await putBytes(parts[2]!, slice(2))).status).toBe(200);
    expect((await putBytes(parts[1]!, fileOf(HEADS.jpeg, 5 * MB))).status).toBe(200);
    expect((await putBytes(parts[1]!, slice(1))).status).toBe(200);
    expect(row(uuid)).toMatchObject({ parts_received: 2 });
    // A short part, a long part, a part cut off mid-way: refused, the part stays missing.
    expect((await putBytes(parts[0]!, slice(0).subarray(0, MB))).status).toBe(400);
    expect((await putBytes(parts[0]!, Buffer.concat([slice(0), Buffer.from('x')]))).status).toBe(400);
    expect((await putPart(parts[0]!, slice(0), 5 * MB, { cutAfter: 2 * MB })).status).toBe(0);
    expect((await putPart(parts[0]!, slice(0), 5 * MB, { contentLength: null, headers: { 'Transfer-Encoding': 'chunked' } })).status).toBe(200);
    await expect.poll(() => row(uuid)!['parts_received']).toBe(3);
    // No such part, a wrong token, another part's token: 404 alike (a part URL opens that part only).
    expect((await putBytes(parts[2]!.replace(`/${uuid}/3?`, `/${uuid}/4?`), slice(2))).status).toBe(404);
    expect((await putBytes(parts[2]!.replace(/token=[^&]+/, 'token=forged'), slice(2))).status).toBe(404);
    expect((await putBytes(parts[1]!.replace(`/${uuid}/2?`, `/${uuid}/3?`), slice(2))).status).toBe(404);

    const completed = await complete(uuid);
    expect(completed.status).toBe(200);
    expect(completed.json).toMatchObject({ uuid, is_ready: true, size, mime_type: 'application/pdf', filename: 'slip.pdf' });
    expect(readFileSync(join(api.running.config.uploads.dir, uuid)).equals(content)).toBe(true);
    // Complete again: the same file; a part after completion: 409.
    expect((await complete(uuid)).json).toEqual(completed.json);
    expect((await putBytes(parts[0]!, slice(0))).status).toBe(409);
  });

  it('binds each part URL to its upload and its part: no token opens another part or another upload', async () => {
    const [one, two] = [(await start(11 * MB)).json, (await start(11 * MB)).json] as { uuid: string; parts: string[] }[];
    const tokenOf = (url: string) => new URL(url).searchParams.get('token');
    expect(new Set([...one!.parts, ...two!.parts].map(tokenOf)).size).toBe(6);
    // Part 1's URL with part 2's number; upload one's part 1 token on upload two.
    const swapped = [one!.parts[0]!.replace(`/${one!.uuid}/1?`, `/${one!.uuid}/2?`), two!.parts[0]!.replace(/token=[^&]+/, `token=${tokenOf(one!.parts[0]!)}`)];
    for (const url of swapped) expect((await putPart(url, HEADS.pdf, 5 * MB)).status).toBe(404);
    expect([row(one!.uuid)!['parts_received'], row(two!.uuid)!['parts_received']]).toEqual([0, 0]);
  });

  it('closes an upload when it is completed: a second complete shares the answer, a part PUT meanwhile is refused', async () => {
    // Ten parts, the last one small: joining 46 MB takes a while, a 1 MB part PUT does not.
    const size = 9 * 5 * MB + MB;
    const { uuid, parts } = (await start(size)).json as { uuid: string; parts: string[] };
    expect(parts).toHaveLength(10);
    const content = fileOf(HEADS.png, size);
    const slice = (index: number) => content.subarray(index * 5 * MB, Math.min((index + 1) * 5 * MB, size));
    for (const [index, url] of parts.entries()) expect((await putBytes(url, slice(index))).status).toBe(200);
    const tmp = join(api.running.config.uploads.dir, 'tmp');
    const joining = () => readdirSync(tmp).some((name) => name.startsWith('incoming-'));

    const completes = [complete(uuid), complete(uuid)];
    // Once the server is joining the parts, an executable's bytes arrive as the last part.
    await expect.poll(joining, { interval: 1, timeout: 10_000 }).toBe(true);
    const late = await putBytes(parts[9]!, fileOf(HEADS.elf, MB));
    const [first, second] = await Promise.all(completes);
    expect(late.status).toBe(409);
    expect([first!.status, second!.status]).toEqual([200, 200]);
    expect(second!.json).toEqual(first!.json);
    expect(first!.json).toMatchObject({ uuid, size, mime_type: 'image/png', is_ready: true });
    expect(readFileSync(join(api.running.config.uploads.dir, uuid)).equals(content)).toBe(true);
    expect(readdirSync(tmp).filter((name) => name === uuid || name.startsWith('incoming-'))).toEqual([]);
  });

  it('discards a multipart upload completed with a part missing (a truncated upload): error, nothing left', async () => {
    const before = store();
    const { uuid, parts } = (await start(11 * MB)).json as { uuid: string; parts: string[] };
    expect((await putPart(parts[0]!, HEADS.png, 5 * MB)).status).toBe(200);
    expect((await putPart(parts[1]!, HEADS.png, 5 * MB, { cutAfter: 3 * MB })).status).toBe(0);
    const completed = await complete(uuid);
    expect(completed.status).toBe(400);
    expect(completed.json.error.error_code).toBe('MultipartUploadIncompleteError');
    await expect.poll(() => store()).toEqual(before);
    expect(row(uuid)).toBeUndefined();
    // The upload is gone: its part URLs lead nowhere.
    expect((await putPart(parts[2]!, HEADS.png, MB)).status).toBe(404);
  });

  it('answers 404 for the info of a file not (yet) whole', async () => {
    const { uuid } = (await start(6 * MB)).json as { uuid: string };
    const info = await send(api, 'GET', `/upload/info/?jsonerrors=1&pub_key=${DEMO_UPLOAD_PUBLIC_KEY}&file_id=${uuid}`);
    expect(info.status).toBe(404);
    expect(info.json.error.error_code).toBe('FileNotFoundError');
    expect((await fetch(`${api.origin}/ucarecdn/${uuid}/`)).status).toBe(404);
  });

  it('lets a browser on the shop call it (CORS allows the client header)', async () => {
    const origin = api.running.config.corsOrigins[0]!;
    const preflight = await fetch(uploadUrl('/multipart/start/'), {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'x-uc-user-agent' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-uc-user-agent');
  });
});

describe('malformed requests', { timeout: SLOW }, () => {
  it('answer 4xx, never 5xx, leave nothing behind, and never bring the API down', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const uuid = '5f0c2b1a-0d3e-4c5b-8a69-7b8c9d0e1f2a';
    const { parts } = (await postFields(uploadUrl('/multipart/start/'), { size: String(6 * MB), UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY })).json as { parts: string[] };
    const before = store();
    const form = (type: string, body: string) => ({ headers: { 'Content-Type': type }, body });
    const key = `UPLOADCARE_PUB_KEY=${DEMO_UPLOAD_PUBLIC_KEY}`;
    const asCustomer = { ...api.keyHeaders, 'X-AUTH-TOKEN': who.token };
    const cases: [method: string, path: string, request?: { headers?: Record<string, string>; body?: string }][] = [
      ['GET', '/ucarecdn/%ZZ/'],
      ['GET', `/ucarecdn/${uuid}/%E0%A4%A`],
      ['GET', '/ucarecdn/..%2F..%2Fshop.db/'],
      ['GET', `/upload/info/?pub_key=${DEMO_UPLOAD_PUBLIC_KEY}&file_id=..%2Fshop.db`],
      ['POST', '/upload/base/', form('multipart/form-data', 'no boundary')],
      ['POST', '/upload/base/', form('multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff')],
      ['POST', '/upload/base/', form('text/plain', 'hello')],
      ['POST', '/upload/multipart/start/', form('application/json', '{"size":')],
      ['POST', '/upload/multipart/start/', form('application/x-www-form-urlencoded', `size=%ZZ&${key}`)],
      ['POST', '/upload/multipart/start/', form('application/x-www-form-urlencoded', `size=99999999999999999999&${key}`)],
      ['POST', '/upload/multipart/start/', form('application/x-www-form-urlencoded', `size=1000&part_size=1e7&${key}`)],
      ['POST', '/upload/multipart/complete/', form('application/x-www-form-urlencoded', `uuid=${uuid.toUpperCase()}&${key}`)],
      ['POST', '/upload/multipart/complete/', form('application/x-www-form-urlencoded', `uuid=${uuid}&${key}`)],
      ['PUT', parts[0]!.replace(/\/1\?/, '/0?'), { body: 'x' }],
      ['PUT', parts[0]!.replace(/\/1\?/, '/-1?'), { body: 'x' }],
      ['PUT', parts[0]!.replace(/\/1\?/, '/99999999999999999?'), { body: 'x' }],
      ['PUT', parts[0]!.replace(/\/part\/[^/]+\//, '/part/..%2F..%2Fx/'), { body: 'x' }],
      ['PUT', parts[0]!, { body: 'too short' }],
      ['POST', `/api/files?order=${order.invoiceId}`, { headers: { ...asCustomer, 'Content-Type': 'multipart/form-data; boundary=' }, body: '' }],
      ['POST', `/api/files?order=${order.invoiceId}`, { headers: { ...asCustomer, 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x--' }],
      // A form whose body ends mid-file (no closing boundary): this one used to crash the whole API.
      ['POST', `/api/files?order=${order.invoiceId}`, { headers: { ...asCustomer, 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nContent-Disposition: form-data; name="type"\r\n\r\nreceipt\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7' }],
      ['POST', `/api/files?order=%00`, { headers: asCustomer }],
    ];
    for (const [method, path, request = {}] of cases) {
      const url = path.startsWith('http') ? path : `${api.origin}${path}`;
      const body = Buffer.from(request.body ?? '', 'latin1');
      const answer = await sendBody(url, [[body]], body.length, { method, headers: request.headers ?? {} });
      expect([method, path, answer.status >= 400 && answer.status < 500]).toEqual([method, path, true]);
    }
    await expect.poll(() => store()).toEqual(before);
    expect((await fetch(`${api.origin}/ucarecdn/${uuid}/`)).status).toBe(404);
  });
});

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
    expect(lied.json.attachments).toEqual([expect.objectContaining({ name: 'real.png', size: 2000, mimeType: 'image/png', cdnUrl: `${api.running.config.publicUrl}/ucarecdn/${file['uuid']}/` })]);
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
