import { uploadFile, type UploadcareFile } from '@uploadcare/upload-client';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { migrations, sqlOf } from '../../api/db/migrations.ts';
import { createDeps } from '../../api/deps.ts';
import { DEMO_UPLOAD_PUBLIC_KEY, uploadServiceUrls } from '../../src/lib/contract/upload-limits.ts';
import { send } from './support/accounts.ts';
import { useEditorOrdersApi } from './support/editor-orders.ts';
import { cardShopper, onApi, type Shopper } from './support/gateway.ts';
import { fileOf, HEADS, SLOW } from './support/receipts.ts';

// Receipts are personal (issue 22 §10): a file is served only with a signed, expiring link in the
// form of Uploadcare's signed URLs (`?token=exp={unix}~acl={path}~hmac={hex}`), minted in each
// answer that lists receipts, for the order's customer or the merchant; never by its uuid alone.
// Anything not an image downloads; every file answer carries a sandboxing CSP.
const { api, uploads, editor, orderFor } = useEditorOrdersApi();

const HOUR = 3600;
/** The token as Uploadcare's docs define it, computed here on its own: HMAC-SHA256 of `exp=…~acl=…` under the hex-decoded secret. */
const uploadcareToken = (secretHex: string, exp: number, acl: string) =>
  `exp=${exp}~acl=${acl}~hmac=${createHmac('sha256', Buffer.from(secretHex, 'hex')).update(`exp=${exp}~acl=${acl}`).digest('hex')}`;
const secret = () => api.running.config.uploads.urlSecret;
const plainUrl = (uuid: string) => `${api.origin}/ucarecdn/${uuid}/`;
const get = (url: string, init: RequestInit = {}) => fetch(onApi(api, url), init);
/** Whether `url` is refused as a missing or bad token is: 403, and nothing of the file. */
async function refused(url: string) {
  const answer = await get(url);
  const body = await answer.text();
  return answer.status === 403 && !body.includes('%PDF') && answer.headers.get('content-disposition') === null;
}

/** A receipt uploaded through the real client, as the browser does it (never attached yet). */
const upload = (head: Buffer, fileName: string, size = 3000) =>
  uploadFile(fileOf(head, size), { publicKey: DEMO_UPLOAD_PUBLIC_KEY, ...uploadServiceUrls(api.running.config.publicUrl), fileName });
/** Attaches `file` to `saleId` as `who`; the order answer. */
async function attach(who: Shopper, saleId: number, file: UploadcareFile) {
  const sent = await send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body: { saleId, files: [JSON.parse(JSON.stringify(file))] } });
  expect(sent.status, sent.text).toBe(200);
  return sent.json;
}
const saleOf = async (who: Shopper, saleId: number) => send(api, 'GET', `/api/sales?id=${saleId}`, { token: who.token });

describe('receipt links', { timeout: SLOW }, () => {
  it("are signed, for an hour, in the customer's order answer, and serve the file; its plain address, another customer and forged tokens get nothing", async () => {
    const [who, other] = [await cardShopper(api), await cardShopper(api)];
    const order = await orderFor(who);
    const bytes = fileOf(HEADS.png, 3000);
    const file = await uploadFile(bytes, { publicKey: DEMO_UPLOAD_PUBLIC_KEY, ...uploadServiceUrls(api.running.config.publicUrl), fileName: 'bkash.png' });
    // Just uploaded, not attached: the client had what it needed (its info), and the uuid opens nothing.
    expect(await refused(file.cdnUrl)).toBe(true);
    expect((await send(api, 'GET', `/upload/info/?pub_key=${DEMO_UPLOAD_PUBLIC_KEY}&file_id=${file.uuid}`)).status).toBe(200);
    await attach(who, order.saleId, file);

    const before = Math.floor(Date.now() / 1000);
    const sale = await saleOf(who, order.saleId);
    expect(sale.status).toBe(200);
    const link = sale.json.attachments[0].cdnUrl as string;
    const found = new RegExp(`^${api.running.config.publicUrl}/ucarecdn/${file.uuid}/\\?token=exp=(\\d+)~acl=/${file.uuid}/\\*~hmac=[0-9a-f]{64}$`).exec(link);
    expect(found, link).not.toBeNull();
    const exp = Number(found![1]);
    expect(exp - before).toBeGreaterThanOrEqual(HOUR - 5);
    expect(exp - before).toBeLessThanOrEqual(HOUR + 5);
    // Uploadcare's token, exactly: the same secret and body give the same digest.
    expect(new URL(link).search).toBe(`?token=${uploadcareToken(secret(), exp, `/${file.uuid}/*`)}`);

    const served = await get(link);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // Under its name too (the acl covers the file's folder).
    expect((await get(link.replace(`/${file.uuid}/?`, `/${file.uuid}/bkash.png?`))).status).toBe(200);
    // The order list carries working links as well.
    const listed = (await send(api, 'POST', '/api/sales', { token: who.token, body: {} })).json.list.find((entry: { id: number }) => entry.id === order.saleId);
    expect((await get(listed.attachments[0].cdnUrl)).status).toBe(200);

    // Another customer: the order is missing for them, so no link either.
    expect((await saleOf(other, order.saleId)).status).toBe(404);
    expect(JSON.stringify((await send(api, 'POST', '/api/sales', { token: other.token, body: {} })).json)).not.toContain(file.uuid);

    // What is stored or guessable opens nothing: the address the client built, the one in the database, the uuid with a name.
    const stored = uploads.db.prepare('SELECT cdn_url FROM uploads WHERE uuid = ?').get(file.uuid)!['cdn_url'] as string;
    for (const url of [file.cdnUrl, stored, plainUrl(file.uuid), `${plainUrl(file.uuid)}bkash.png`, `${plainUrl(file.uuid)}?token=`]) {
      expect(await refused(url), url).toBe(true);
    }
    // Forged tokens: a changed digest, a later expiry or a wider acl under the same digest, a token of
    // another secret, a token of another file, garbage.
    const token = new URL(link).searchParams.get('token')!;
    const hmac = token.split('~hmac=')[1]!;
    const otherFile = await upload(HEADS.jpeg, 'other.jpg');
    const forged = [
      token.replace(/hmac=./, (start) => `${start.slice(0, -1)}${start.endsWith('0') ? '1' : '0'}`),
      `exp=${exp + 10 * HOUR}~acl=/${file.uuid}/*~hmac=${hmac}`,
      `exp=${exp}~acl=/*~hmac=${hmac}`,
      uploadcareToken(randomBytes(32).toString('hex'), exp, `/${file.uuid}/*`),
      uploadcareToken(secret(), exp, `/${otherFile.uuid}/*`),
      uploadcareToken(secret(), exp, `/${otherFile.uuid}/`),
      `exp=${exp}~hmac=${hmac}`,
      'not-a-token',
    ];
    for (const bad of forged) expect(await refused(`${plainUrl(file.uuid)}?token=${bad}`), bad).toBe(true);
    // Another file's link on this file: refused; on its own file it works.
    expect(await refused(`${plainUrl(file.uuid)}?token=${uploadcareToken(secret(), exp, `/${otherFile.uuid}/*`)}`)).toBe(true);
    expect((await get(`${plainUrl(otherFile.uuid)}?token=${uploadcareToken(secret(), exp, `/${otherFile.uuid}/*`)}`)).status).toBe(200);
    // An exact acl opens that path only.
    expect((await get(`${plainUrl(file.uuid)}?token=${uploadcareToken(secret(), exp, `/${file.uuid}/`)}`)).status).toBe(200);
    expect(await refused(`${plainUrl(file.uuid)}bkash.png?token=${uploadcareToken(secret(), exp, `/${file.uuid}/`)}`)).toBe(true);
    // A bad token says nothing of whether the file exists: a missing one answers the same.
    const missing = randomUUID();
    const [real, none] = [await get(plainUrl(file.uuid)), await get(plainUrl(missing))];
    expect([real.status, await real.text()]).toEqual([none.status, await none.text()]);
    // With a valid token, a file the store does not hold is a plain 404.
    expect((await get(`${plainUrl(missing)}?token=${uploadcareToken(secret(), exp, `/${missing}/*`)}`)).status).toBe(404);
  });

  it('serve a PDF as a download (attachment) and an image inline, both with a sandboxing CSP, kept by no cache', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    await attach(who, order.saleId, await upload(HEADS.pdf, 'bank slip.pdf'));
    const sale = await attach(who, order.saleId, await upload(HEADS.jpeg, 'bkash.jpg'));
    const links = Object.fromEntries((sale.attachments as { name: string; cdnUrl: string }[]).map((file) => [file.name, file.cdnUrl]));
    const [pdf, jpeg] = [await get(links['bank slip.pdf']!), await get(links['bkash.jpg']!)];
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="bank slip.pdf"; filename*=UTF-8''bank%20slip.pdf`);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.headers.get('content-disposition')).toBe(`inline; filename="bkash.jpg"; filename*=UTF-8''bkash.jpg`);
    for (const answer of [pdf, jpeg]) {
      const csp = answer.headers.get('content-security-policy') ?? '';
      expect(csp.split(';').map((directive) => directive.trim())).toEqual(['sandbox', "default-src 'none'", "img-src 'self'", "style-src 'unsafe-inline'"]);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      await answer.body?.cancel();
    }
    // HEAD says the same.
    const head = await get(links['bank slip.pdf']!, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-disposition')?.startsWith('attachment;'), head.headers.get('content-security-policy')?.startsWith('sandbox;')]).toEqual([200, true, true]);
  });

  it("are signed for the merchant in the editor's orders, and work", async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const file = await upload(HEADS.png, 'nagad.png');
    await attach(who, order.saleId, file);
    const sent = await editor('GET', '/orders?size=100&paymentState=receipt_received');
    expect(sent.status).toBe(200);
    const receipt = sent.json.list.find((entry: { id: number }) => entry.id === order.saleId).receipts[0];
    expect(receipt.cdnUrl).toMatch(new RegExp(`/ucarecdn/${file.uuid}/\\?token=exp=\\d+~acl=/${file.uuid}/\\*~hmac=[0-9a-f]{64}$`));
    expect((await get(receipt.cdnUrl)).status).toBe(200);
    // The editor's list is the merchant's: a customer's token or the storefront key open nothing there.
    expect((await send(api, 'GET', '/api/editor/orders', { token: who.token })).status).toBe(401);
  });

  it('expire an hour after they were given (the API on a clock the test moves)', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const file = await upload(HEADS.png, 'expiring.png');
    await attach(who, order.saleId, file);
    // The same database and settings (so the same secret) as the running API, on a clock of our own.
    const clock = { at: Date.now(), now: () => new Date(clock.at) };
    const app = createApp(createDeps(uploads.db, api.running.config, { clock }));
    const request = (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { ...api.keyHeaders, ...headers } }, { incoming: { socket: { remoteAddress: '127.0.0.1' } } });
    const given = await request(`/api/sales?id=${order.saleId}`, { 'X-AUTH-TOKEN': who.token });
    const link = ((await given.json()) as { attachments: { cdnUrl: string }[] }).attachments[0]!.cdnUrl;
    const path = (url: string) => { const { pathname, search } = new URL(url); return `${pathname}${search}`; };
    const statusAt = async (offsetSeconds: number, url = link) => {
      const at = clock.at;
      clock.at += offsetSeconds * 1000;
      const answer = await request(path(url));
      await answer.body?.cancel();
      clock.at = at;
      return answer.status;
    };
    expect(await statusAt(0)).toBe(200);
    expect(await statusAt(HOUR - 2)).toBe(200);
    expect(await statusAt(HOUR + 1)).toBe(403);
    expect(await statusAt(30 * 24 * HOUR)).toBe(403);
    // The running API (the real clock) agrees with the link while it lasts.
    expect((await get(link)).status).toBe(200);
    // Read again later, the order gives a fresh link that works then.
    clock.at += 2 * HOUR * 1000;
    const again = ((await (await request(`/api/sales?id=${order.saleId}`, { 'X-AUTH-TOKEN': who.token })).json()) as { attachments: { cdnUrl: string }[] }).attachments[0]!.cdnUrl;
    expect(again).not.toBe(link);
    expect(await statusAt(0, again)).toBe(200);
    expect(await statusAt(0, link)).toBe(403); // …while the one given two hours ago does not
  });
});

describe('the migration that records where a file is (uploads.source)', () => {
  it('tells files of the store from those recorded from Uploadcare, by the address each was given', () => {
    const db = new DatabaseSync(':memory:');
    const at = migrations.findIndex((migration) => sqlOf(migration).includes('ADD COLUMN source'));
    for (const migration of migrations.slice(0, at)) db.exec(sqlOf(migration));
    const [ours, theirs] = [randomUUID(), randomUUID()];
    const insert = db.prepare(
      "INSERT INTO uploads (uuid, state, via, name, size, mime_type, cdn_url, created_at) VALUES (?, 'ready', ?, 'r.png', 1, 'image/png', ?, '2026-01-01T00:00:00Z')",
    );
    insert.run(ours, 'api_files', `https://api.kolom.example/ucarecdn/${ours}/`);
    insert.run(theirs, 'upload_service', `https://ucarecdn.com/${theirs}/r.png`);
    db.exec(sqlOf(migrations[at]!));
    expect(db.prepare('SELECT uuid, source FROM uploads ORDER BY uuid = ?').all(theirs)).toEqual([{ uuid: ours, source: 'store' }, { uuid: theirs, source: 'uploadcare' }]);
    db.close();
  });
});
