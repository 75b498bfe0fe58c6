import { uploadFile } from '@uploadcare/upload-client';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { sweep } from '../../api/housekeeping.ts';
import { expireUnpaidOrders, PAY_LATER_WINDOW_MS } from '../../api/payments/expiry.ts';
import { startApi } from '../../api/server.ts';
import { signedStoreUrl } from '../../api/uploads/signed-urls.ts';
import { UNATTACHED_UPLOAD_TTL_MS, UNFINISHED_UPLOAD_TTL_MS } from '../../api/uploads/sweep.ts';
import { DEMO_UPLOAD_PUBLIC_KEY, uploadServiceUrls } from '../../src/lib/contract/upload-limits.ts';
import { send } from './support/accounts.ts';
import { cardShopper, onApi, skusInStock } from './support/gateway.ts';
import { fileOf, HEADS, MB, placePayLater, useUploadsApi } from './support/receipts.ts';
import { postFields, putPart } from './support/upload-wire.ts';

// What becomes of uploads nobody finishes or uses (issue 12 §4), and of a pay-later order whose
// receipt came (it waits for the merchant, not the 48-hour clock).
const MINUTE = 60_000;
const uploads = useUploadsApi({ demoProducts: 20 });
const { api } = uploads;

const service = () => ({ publicKey: DEMO_UPLOAD_PUBLIC_KEY, ...uploadServiceUrls(api.running.config.publicUrl) });
const exists = (uuid: string) => uploads.db.prepare('SELECT 1 FROM uploads WHERE uuid = ?').get(uuid) !== undefined;

describe('the housekeeping sweep of uploads', () => {
  it('deletes an unfinished multipart upload after 2 hours and an unattached file after a day, with their bytes; keeps attached ones', async () => {
    const dir = api.running.config.uploads.dir;
    const started = await postFields(`${service().baseURL}/multipart/start/`, { size: String(11 * MB), part_size: String(5 * MB), filename: 'slip.pdf', UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY });
    const { uuid: unfinished, parts } = started.json as { uuid: string; parts: string[] };
    expect((await putPart(parts[0]!, HEADS.pdf, 5 * MB)).status).toBe(200);
    expect(existsSync(join(dir, 'tmp', unfinished, '1'))).toBe(true);
    const loose = await uploadFile(fileOf(HEADS.jpeg, 4000), service());
    const kept = await uploadFile(fileOf(HEADS.jpeg, 4000), service());
    const who = await cardShopper(api);
    const [sku] = await skusInStock(api);
    const order = await placePayLater(api, who, sku!.id);
    expect((await send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body: { saleId: order.saleId, files: [kept] } })).status).toBe(200);
    // A body being received when the API crashed: a temporary file no row knows.
    const orphan = join(dir, 'tmp', 'incoming-left-by-a-crash');
    writeFileSync(orphan, 'x');
    const now = Date.now();
    utimesSync(orphan, new Date(now - UNFINISHED_UPLOAD_TTL_MS - MINUTE), new Date(now - UNFINISHED_UPLOAD_TTL_MS - MINUTE));

    const at = (ms: number) => sweep(uploads.db, new Date(now + ms), { uploadsDir: dir }).uploads;
    expect(at(UNFINISHED_UPLOAD_TTL_MS - MINUTE)).toBe(0);
    expect(existsSync(orphan)).toBe(false);
    expect(at(UNFINISHED_UPLOAD_TTL_MS + MINUTE)).toBe(1);
    expect(exists(unfinished)).toBe(false);
    expect(existsSync(join(dir, 'tmp', unfinished))).toBe(false);
    expect(exists(loose.uuid)).toBe(true);

    expect(at(UNATTACHED_UPLOAD_TTL_MS + MINUTE)).toBe(1);
    expect([exists(loose.uuid), existsSync(join(dir, loose.uuid))]).toEqual([false, false]);
    // Signed links (issue 22 §10), so the answer is about the file: gone, or still served.
    const link = (uuid: string) => onApi(api, signedStoreUrl(api.running.config, uuid, new Date()));
    expect((await fetch(link(loose.uuid))).status).toBe(404);
    expect([exists(kept.uuid), existsSync(join(dir, kept.uuid))]).toEqual([true, true]);
    expect((await fetch(link(kept.uuid))).status).toBe(200);
  });

  it('deletes what a crash left: parts of an upload already complete, and a stored file no row knows', async () => {
    const dir = api.running.config.uploads.dir;
    const now = Date.now();
    const old = new Date(now - UNFINISHED_UPLOAD_TTL_MS - MINUTE);
    const age = (path: string) => utimesSync(path, old, old);
    // Completed, then the API stopped before deleting its parts.
    const done = await uploadFile(fileOf(HEADS.jpeg, 4000), service());
    mkdirSync(join(dir, 'tmp', done.uuid));
    writeFileSync(join(dir, 'tmp', done.uuid, '1'), 'part');
    age(join(dir, 'tmp', done.uuid));
    // Moved into place, then the API stopped before recording it; one just written; one not ours.
    const [unrecorded, fresh, foreign] = [join(dir, randomUUID()), join(dir, randomUUID()), join(dir, 'README')];
    for (const path of [unrecorded, fresh, foreign]) writeFileSync(path, 'x');
    age(unrecorded);
    age(foreign);

    sweep(uploads.db, new Date(now), { uploadsDir: dir });
    expect(existsSync(join(dir, 'tmp', done.uuid))).toBe(false);
    expect([exists(done.uuid), existsSync(join(dir, done.uuid))]).toEqual([true, true]);
    expect([existsSync(unrecorded), existsSync(fresh), existsSync(foreign)]).toEqual([false, true, true]);
    rmSync(fresh);
    rmSync(foreign);
  });

  it('runs in startApi: an upload left unfinished before a restart is swept at start', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'upload-housekeeping-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const dbPath = join(dir, 'shop.db');
    const file = openDatabase(dbPath);
    const old = new Date(Date.now() - UNFINISHED_UPLOAD_TTL_MS - MINUTE).toISOString();
    const uuid = '5f0c2b1a-0d3e-4c5b-8a69-7b8c9d0e1f2a';
    file.prepare(`INSERT INTO uploads (uuid, state, via, name, size, part_size, parts_total, part_token, cdn_url, created_at)
      VALUES (?, 'uploading', 'upload_service', 'slip.pdf', 11534336, 5242880, 3, 't', 'http://x/', ?)`).run(uuid, old);
    file.close();
    mkdirSync(join(dir, 'uploads', 'tmp', uuid), { recursive: true });
    writeFileSync(join(dir, 'uploads', 'tmp', uuid, '1'), 'part');
    const running = await startApi({ port: 0, dbPath, mediaCacheDir: join(dir, 'media'), outboxDir: join(dir, 'outbox'), demoProducts: 1 });
    try {
      expect(running.config.uploads.dir).toBe(join(dir, 'uploads'));
      expect(existsSync(join(dir, 'uploads', 'tmp', uuid))).toBe(false);
    } finally {
      await running.close();
    }
  });
});

describe('a pay-later order with its receipt', () => {
  it('is not failed at 48 hours: it waits for the merchant to check the receipt', async () => {
    const [withReceipt, without] = [await cardShopper(api), await cardShopper(api)];
    const [, skuA, skuB] = await skusInStock(api);
    const [a, b] = [await placePayLater(api, withReceipt, skuA!.id), await placePayLater(api, without, skuB!.id)];
    const file = await uploadFile(fileOf(HEADS.png, 3000), service());
    expect((await send(api, 'PATCH', '/api/sales/payments/attachments', { token: withReceipt.token, body: { saleId: a.saleId, files: [file] } })).status).toBe(200);
    expireUnpaidOrders(uploads.db, new Date(Date.now() + PAY_LATER_WINDOW_MS + MINUTE));
    expect((await send(api, 'GET', `/api/sales?id=${a.saleId}`, { token: withReceipt.token })).json).toMatchObject({ status: 'awaiting_payment', paymentState: 'receipt_received' });
    expect((await send(api, 'GET', `/api/sales?id=${b.saleId}`, { token: without.token })).json).toMatchObject({ status: 'failed', paymentState: 'failed', attachments: [] });
  });
});
