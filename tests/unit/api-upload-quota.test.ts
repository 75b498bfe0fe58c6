import { UploadError, uploadFile } from '@uploadcare/upload-client';
import { describe, expect, it } from 'vitest';
import { DEMO_UPLOAD_PUBLIC_KEY, uploadServiceUrls } from '../../src/lib/contract/upload-limits.ts';
import { uploadFailureOf } from '../../src/lib/api/receipt-uploader.ts';
import { readConfig } from '../../api/config.ts';
import { DEFAULT_UPLOAD_QUOTA, uploadQuota } from '../../api/uploads/quota.ts';
import { cardShopper } from './support/gateway.ts';
import { fileOf, HEADS, MB, SLOW, useUploadsApi } from './support/receipts.ts';
import { postFields, postForm } from './support/upload-wire.ts';

// The upload quota (issue 12 §4): per client address, so many uploads and bytes an hour on the
// reference upload service and POST /api/files, 429 with Retry-After beyond it; the real
// @uploadcare/upload-client gives up at once and the shop calls it "busy".
const HOUR = 60 * 60 * 1000;
const uploads = useUploadsApi({ uploadQuota: { uploads: 4, bytes: 60 * MB, windowMs: HOUR } });
const { api, orderFor, store } = uploads;
const service = () => ({ publicKey: DEMO_UPLOAD_PUBLIC_KEY, ...uploadServiceUrls(api.running.config.publicUrl) });
const start = (size: number) =>
  postFields(`${service().baseURL}/multipart/start/`, { UPLOADCARE_PUB_KEY: DEMO_UPLOAD_PUBLIC_KEY, filename: 'big.pdf', size: String(size), part_size: String(5 * MB), content_type: 'application/pdf' });
const usage = () => uploads.db.prepare('SELECT COUNT(*) AS n, COALESCE(SUM(bytes), 0) AS bytes FROM upload_usage').get() as { n: number; bytes: number };

describe('the upload quota on the running API', { timeout: SLOW }, () => {
  it('counts uploads and bytes per address across the service and POST /api/files, and refuses beyond them with 429 and Retry-After', async () => {
    // 1: a direct upload through the real client.
    expect((await uploadFile(fileOf(HEADS.png, 2000), { ...service(), fileName: 'a.png' })).uuid).toMatch(/^[0-9a-f-]{36}$/);
    // 2 and 3: two multipart starts of 25 MB (the whole file counts at its start): 50 MB and a bit.
    expect((await start(25 * MB)).status).toBe(200);
    expect((await start(25 * MB)).status).toBe(200);
    expect(usage().n).toBe(3);
    // A start of 10 MB more would pass 60 MB: refused on bytes, with 4 uploads still allowed by count.
    const overBytes = await start(10 * MB);
    expect(overBytes.status).toBe(429);
    expect(overBytes.json).toMatchObject({ error: { status_code: 429, error_code: 'UploadQuotaExceededError' } });
    const wait = Number(overBytes.headers['retry-after']);
    expect(wait).toBeGreaterThan(HOUR / 1000 - 120);
    expect(wait).toBeLessThanOrEqual(HOUR / 1000);
    // Refused attempts count nothing.
    expect(usage().n).toBe(3);

    // 4: POST /api/files of a small receipt still fits (bytes and count).
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const post = () =>
      postForm(`${api.origin}/api/files?order=${order.invoiceId}`, { fieldsFirst: true, head: HEADS.pdf, size: 3000, fileName: 'slip.pdf', fields: { type: 'receipt' } }, {
        headers: { ...api.keyHeaders, 'X-AUTH-TOKEN': who.token },
      });
    expect((await post()).status).toBe(201);
    // 5: over the count now, on either path; nothing is stored.
    const before = store();
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((refused.json as { message: string }).message).toMatch(/Too many uploads from this address/);
    const error = await uploadFile(fileOf(HEADS.jpeg, 1000), { ...service(), fileName: 'b.jpg' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadError);
    // The client did not sit out an hour (it is not Uploadcare's RequestThrottledError), and the shop says "busy".
    expect(uploadFailureOf(error)).toBe('busy');
    expect(store()).toEqual(before);
    expect(usage().n).toBe(4);
  });
});

describe('the quota’s counting (an injected clock)', () => {
  it('lets an address go on once its oldest uploads leave the hour, and keeps addresses apart', () => {
    const quota = uploadQuota(uploads.db, { uploads: 2, bytes: 60 * MB, windowMs: HOUR });
    const t0 = new Date('2030-01-01T00:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(quota.admit('10.0.0.1', 1 * MB, t0)).toEqual({ ok: true });
    expect(quota.admit('10.0.0.1', 1 * MB, at(10 * 60_000))).toEqual({ ok: true });
    // The third within the hour waits until the first leaves it: 50 minutes from then.
    expect(quota.admit('10.0.0.1', 1 * MB, at(10 * 60_000))).toEqual({ ok: false, retryAfterSeconds: 50 * 60 });
    // Another address is not held up.
    expect(quota.admit('10.0.0.2', 1 * MB, at(10 * 60_000))).toEqual({ ok: true });
    // A refusal did not push the window out: at one hour the first has left.
    expect(quota.admit('10.0.0.1', 1 * MB, at(HOUR + 1))).toEqual({ ok: true });
    // Bytes: 50 MB then 20 MB does not fit in 60 until the 50 MB leaves.
    expect(quota.admit('10.0.0.3', 50 * MB, t0)).toEqual({ ok: true });
    expect(quota.admit('10.0.0.3', 20 * MB, at(30 * 60_000))).toEqual({ ok: false, retryAfterSeconds: 30 * 60 });
    expect(quota.admit('10.0.0.3', 10 * MB, at(30 * 60_000))).toEqual({ ok: true });
  });

  it('is configurable, with defaults a shopper never meets', () => {
    expect(readConfig({}, {}).uploadQuota).toEqual(DEFAULT_UPLOAD_QUOTA);
    expect(readConfig({ API_UPLOADS_PER_HOUR: '5', API_UPLOAD_MB_PER_HOUR: '100' }, {}).uploadQuota).toEqual({ uploads: 5, bytes: 100 * MB, windowMs: HOUR });
    expect(() => readConfig({ API_UPLOADS_PER_HOUR: '0' }, {})).toThrow();
  });
});
