import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { send } from './support/accounts.ts';
import { cardShopper, type Shopper } from './support/gateway.ts';
import { HEADS, MB, SLOW, useUploadsApi } from './support/receipts.ts';
import { postForm } from './support/upload-wire.ts';

// Uploadcare in production (issue 12 §4): the shop uploads receipts to Uploadcare itself, so the
// attach names a uuid our store never saw. The API looks it up with Uploadcare's REST API (here a
// small local server that speaks `GET /files/{uuid}/` as the REST API reference describes it),
// takes what it answers, and attaches only what passes the receipt checks.
const PUBLIC_KEY = 'uc-project-public-key';
const SECRET = 'uc-secret-key-never-shown-9f3a1c';
/** The project's signing secret for signed URLs (issue 22 §10): Uploadcare's well-known test secret, hex. */
const SIGNING_SECRET = '73636b61519adede42191efe1e73f02a67c7b692e3765f90c250c230be095211';
/** A signed URL's token as Uploadcare's docs define it, computed here on its own. */
const uploadcareToken = (exp: number, acl: string, secret = SIGNING_SECRET) =>
  `exp=${exp}~acl=${acl}~hmac=${createHmac('sha256', Buffer.from(secret, 'hex')).update(`exp=${exp}~acl=${acl}`).digest('hex')}`;

/** One request the REST API double received. */
interface Seen { method: string; path: string; accept: string | undefined; authorization: string | undefined }

/** The REST API double: answers each uuid as told (a file object, or a status), records what it was asked. */
async function startRestDouble() {
  const seen: Seen[] = [];
  const answers = new Map<string, { status: number; body?: unknown }>();
  const server = createServer((request: IncomingMessage, response) => {
    seen.push({ method: request.method!, path: request.url!, accept: request.headers.accept, authorization: request.headers.authorization });
    const uuid = /^\/files\/([^/]+)\/$/.exec(request.url ?? '')?.[1];
    const answer = (uuid && answers.get(uuid)) || { status: 404, body: { detail: 'Not found.' } };
    response.writeHead(answer.status, { 'Content-Type': 'application/json' });
    response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A file object as Uploadcare's REST API (v0.7) answers it: a ready, stored receipt unless `changes` say otherwise. */
function fileObject(uuid: string, changes: Record<string, unknown> = {}) {
  return {
    datetime_removed: null,
    datetime_stored: '2026-11-23T10:00:00.000000Z',
    datetime_uploaded: '2026-11-23T10:00:00.000000Z',
    is_image: true,
    is_ready: true,
    mime_type: 'image/jpeg',
    original_file_url: `https://ucarecdn.com/${uuid}/bkash.jpg`,
    original_filename: 'bkash.jpg',
    size: 48_213,
    url: `https://api.uploadcare.com/files/${uuid}/`,
    uuid,
    variations: null,
    content_info: { mime: { mime: 'image/jpeg', type: 'image', subtype: 'jpeg' } },
    metadata: {},
    ...changes,
  };
}

const rest = await startRestDouble();
const dir = mkdtempSync(join(tmpdir(), 'uploadcare-rest-'));
const uploads = useUploadsApi({
  uploads: {
    service: false, publicKey: PUBLIC_KEY, dir: join(dir, 'uploads'), uploadcare: { apiUrl: rest.url, secretKey: SECRET },
    urlSecret: randomBytes(32).toString('hex'), signedDelivery: { secret: SIGNING_SECRET, cdnUrl: undefined },
  },
});
const { api, orderFor } = uploads;
afterAll(async () => {
  await rest.close();
  rmSync(dir, { recursive: true, force: true });
});

// Everything the API logs while these tests run: the secret must never be in it.
const logged: string[] = [];
beforeEach(() => {
  for (const level of ['log', 'warn', 'error', 'info'] as const) {
    const original = console[level];
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      original(...args);
    });
  }
});
afterEach(() => {
  vi.restoreAllMocks();
  expect(logged.join('\n')).not.toContain(SECRET);
});

/** The file info as the browser sends it after uploading to Uploadcare: its word only. */
const browserInfo = (uuid: string) => ({
  uuid, name: 'whatever.exe', size: 1, isStored: true, isImage: false, mimeType: 'text/html', cdnUrl: 'https://evil.example/x', originalFilename: 'x',
});
const attach = (who: Shopper, saleId: number, uuids: string[], extra: object = {}) =>
  send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body: { saleId, files: uuids.map(browserInfo), ...extra } });
const row = (uuid: string) => uploads.db.prepare('SELECT * FROM uploads WHERE uuid = ?').get(uuid) as Record<string, unknown> | undefined;
const asked = (uuid: string) => rest.seen.filter((request) => request.path === `/files/${uuid}/`);

describe('attaching a receipt uploaded to Uploadcare', { timeout: SLOW }, () => {
  it('looks the uuid up with the REST API (its path, version and key) and attaches what Uploadcare answers, not what the browser says', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const uuid = randomUUID();
    rest.answers.set(uuid, { status: 200, body: fileObject(uuid) });

    const sent = await attach(who, order.saleId, [uuid], { transactionId: 'BK-1' });
    expect(sent.status, sent.text).toBe(200);
    expect(asked(uuid)).toEqual([
      { method: 'GET', path: `/files/${uuid}/`, accept: 'application/vnd.uploadcare-v0.7+json', authorization: `Uploadcare.Simple ${PUBLIC_KEY}:${SECRET}` },
    ]);
    expect(sent.json).toMatchObject({
      paymentState: 'receipt_received',
      attachments: [{ uuid, name: 'bkash.jpg', size: 48_213, mimeType: 'image/jpeg', cdnUrl: expect.stringMatching(`^https://ucarecdn.com/${uuid}/\\?token=`) }],
    });
    // Recorded in our files table, bound to that customer and sale, as a file on Uploadcare.
    expect(row(uuid)).toMatchObject({ state: 'ready', customer_id: expect.any(Number), sale_id: order.saleId, mime_type: 'image/jpeg', size: 48_213, source: 'uploadcare', cdn_url: `https://ucarecdn.com/${uuid}/bkash.jpg` });
    // The same attach again: our store knows it now, Uploadcare is not asked again.
    expect((await attach(who, order.saleId, [uuid])).status).toBe(200);
    expect(asked(uuid)).toHaveLength(1);
    expect(sent.text).not.toContain(SECRET);
  });

  it('never calls the REST API for a file our own store holds (POST /api/files stays on)', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const posted = await postForm(`${api.origin}/api/files?order=${order.invoiceId}`, { fieldsFirst: true, head: HEADS.png, size: 4000, fileName: 'slip.png', fields: { type: 'receipt' } }, {
      headers: { ...api.keyHeaders, 'X-AUTH-TOKEN': who.token },
    });
    expect(posted.status).toBe(201);
    const uuid = (posted.json as { uuid: string }).uuid;
    const before = rest.seen.length;
    const sent = await send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body: { saleId: order.saleId, files: [posted.json] } });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json.attachments).toEqual([expect.objectContaining({ uuid, name: 'slip.png', mimeType: 'image/png' })]);
    expect(rest.seen.length).toBe(before);
  });

  it('answers 422 on files.{i}.uuid for a uuid Uploadcare does not hold, and records nothing', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const known = randomUUID();
    rest.answers.set(known, { status: 200, body: fileObject(known) });
    const unknown = randomUUID();
    const sent = await attach(who, order.saleId, [known, unknown]);
    expect(sent.status).toBe(422);
    expect(sent.json.errors).toEqual({ 'files.1.uuid': ['Unknown file: upload it first'] });
    expect(asked(unknown)).toHaveLength(1);
    // Nothing recorded, nothing attached, not even the file that was found.
    expect(row(known)).toBeUndefined();
    expect(row(unknown)).toBeUndefined();
    expect((await send(api, 'GET', `/api/sales?id=${order.saleId}`, { token: who.token })).json).toMatchObject({ paymentState: 'awaiting_payment', attachments: [] });
  });

  it('refuses a file that fails the receipt checks: not a receipt type, over 50 MB, not ready, removed, another file, no address (422)', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const cases: Record<string, unknown>[] = [
      { mime_type: 'image/gif' },
      { mime_type: 'text/html', is_image: false },
      { size: 50 * MB + 1 },
      { size: 0 },
      { is_ready: false },
      { datetime_removed: '2026-11-23T11:00:00Z' },
      { uuid: randomUUID() },
      { original_file_url: null },
      { original_file_url: 'javascript:alert(1)' },
    ];
    for (const changes of cases) {
      const uuid = randomUUID();
      rest.answers.set(uuid, { status: 200, body: fileObject(uuid, changes) });
      const sent = await attach(who, order.saleId, [uuid]);
      expect(sent.status, JSON.stringify(changes)).toBe(422);
      expect(sent.json.errors, JSON.stringify(changes)).toEqual({ 'files.0.uuid': ['Unknown file: upload it first'] });
      expect(row(uuid), JSON.stringify(changes)).toBeUndefined();
    }
    // A PDF of exactly 50 MB passes.
    const pdf = randomUUID();
    rest.answers.set(pdf, { status: 200, body: fileObject(pdf, { mime_type: 'application/pdf', is_image: false, size: 50 * MB, original_filename: 'statement.pdf' }) });
    expect((await attach(who, order.saleId, [pdf])).json.attachments).toEqual([expect.objectContaining({ uuid: pdf, mimeType: 'application/pdf', name: 'statement.pdf' })]);
  });

  it('answers 503 with a clear code when the REST API fails, is busy, refuses the key, or is unreachable, and attaches nothing', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    for (const status of [500, 502, 503, 429, 401, 403]) {
      const uuid = randomUUID();
      rest.answers.set(uuid, { status, body: { detail: 'no' } });
      const sent = await attach(who, order.saleId, [uuid]);
      expect(sent.status, String(status)).toBe(503);
      expect(sent.json, String(status)).toMatchObject({ code: 'upload_service_unavailable', message: expect.stringContaining('Try again') });
      expect(sent.headers.get('Retry-After')).toBe('60');
      expect(sent.text).not.toContain(SECRET);
      expect(row(uuid)).toBeUndefined();
    }
    // Not JSON, or a file object it cannot read.
    const garbled = randomUUID();
    rest.answers.set(garbled, { status: 200, body: { uuid: garbled } });
    expect((await attach(who, order.saleId, [garbled])).status).toBe(503);
    expect((await send(api, 'GET', `/api/sales?id=${order.saleId}`, { token: who.token })).json).toMatchObject({ paymentState: 'awaiting_payment', attachments: [] });
  });

  it('binds a looked-up file to its customer and sale: another customer cannot attach it, and another’s sale is 404 without asking Uploadcare', async () => {
    const [owner, other] = [await cardShopper(api), await cardShopper(api)];
    const [mine, theirs] = [await orderFor(owner), await orderFor(other)];
    const uuid = randomUUID();
    rest.answers.set(uuid, { status: 200, body: fileObject(uuid) });
    expect((await attach(owner, mine.saleId, [uuid])).status).toBe(200);
    expect((await attach(other, theirs.saleId, [uuid])).status).toBe(422);

    const fresh = randomUUID();
    rest.answers.set(fresh, { status: 200, body: fileObject(fresh) });
    expect((await attach(other, mine.saleId, [fresh])).status).toBe(404);
    expect(asked(fresh)).toHaveLength(0);
  });

  it('forgets a looked-up file when the attach is refused (an order no longer awaiting payment: 409)', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    await send(api, 'PATCH', `/api/sales?id=${order.saleId}`, { token: who.token });
    const uuid = randomUUID();
    rest.answers.set(uuid, { status: 200, body: fileObject(uuid) });
    expect((await attach(who, order.saleId, [uuid])).status).toBe(409);
    expect(row(uuid)).toBeUndefined();
  });

  it('two attaches of one new file at once record it once and attach it once', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const uuid = randomUUID();
    rest.answers.set(uuid, { status: 200, body: fileObject(uuid) });
    const answers = await Promise.all([attach(who, order.saleId, [uuid]), attach(who, order.saleId, [uuid])]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(uploads.db.prepare('SELECT COUNT(*) AS n FROM sale_attachments WHERE upload_uuid = ?').get(uuid)).toEqual({ n: 1 });
  });
});

describe('links to receipts on Uploadcare (issue 22 §10)', { timeout: SLOW }, () => {
  it("are Uploadcare's signed URLs with the project's signing secret, an hour long, for the delivery domain configured or the file's own", async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const uuid = randomUUID();
    rest.answers.set(uuid, { status: 200, body: fileObject(uuid, { mime_type: 'application/pdf', is_image: false, original_filename: 'slip.pdf', original_file_url: `https://ucarecdn.com/${uuid}/slip.pdf` }) });
    expect((await attach(who, order.saleId, [uuid])).status).toBe(200);
    const linkNow = async () => {
      const before = Math.floor(Date.now() / 1000);
      const link = (await send(api, 'GET', `/api/sales?id=${order.saleId}`, { token: who.token })).json.attachments[0].cdnUrl as string;
      return { link, before };
    };
    const { link, before } = await linkNow();
    const exp = Number(/[?]token=exp=(\d+)~/.exec(link)?.[1]);
    expect(exp - before).toBeGreaterThanOrEqual(3600 - 5);
    expect(exp - before).toBeLessThanOrEqual(3600 + 5);
    expect(link).toBe(`https://ucarecdn.com/${uuid}/?token=${uploadcareToken(exp, `/${uuid}/*`)}`);
    // The secure subdomain (or CNAME) that checks the tokens, when configured (UPLOADCARE_CDN_URL).
    const settings = api.running.config.uploads;
    const configured = settings.signedDelivery;
    try {
      settings.signedDelivery = { secret: SIGNING_SECRET, cdnUrl: 'https://kolom-secure.ucarecd.net' };
      expect((await linkNow()).link).toMatch(new RegExp(`^https://kolom-secure\\.ucarecd\\.net/${uuid}/\\?token=exp=\\d+~acl=/${uuid}/\\*~hmac=[0-9a-f]{64}$`));
      // No signing secret: Uploadcare's address as it gave it (public there: README says to turn signed URLs on).
      settings.signedDelivery = undefined;
      expect((await linkNow()).link).toBe(`https://ucarecdn.com/${uuid}/slip.pdf`);
    } finally {
      settings.signedDelivery = configured;
    }
    // The API's own CDN never serves a file it only recorded: not with Uploadcare's token, nor with one of its own.
    expect((await fetch(`${api.origin}/ucarecdn/${uuid}/?token=${uploadcareToken(exp, `/${uuid}/*`)}`)).status).toBe(403);
    expect((await fetch(`${api.origin}/ucarecdn/${uuid}/?token=${uploadcareToken(exp, `/${uuid}/*`, settings.urlSecret)}`)).status).toBe(404);
  });
});

describe('the REST API unreachable', { timeout: SLOW }, () => {
  it('is a 503, not a 500', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const settings = api.running.config.uploads.uploadcare!;
    const before = settings.apiUrl;
    // A port nothing listens on (the double's, once closed, would do; this is quicker).
    settings.apiUrl = 'http://127.0.0.1:9';
    try {
      const sent = await attach(who, order.saleId, [randomUUID()]);
      expect(sent.status).toBe(503);
      expect(sent.json.code).toBe('upload_service_unavailable');
    } finally {
      settings.apiUrl = before;
    }
  });
});
