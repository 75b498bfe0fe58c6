import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.ts';
import { DEMO_UPLOAD_PUBLIC_KEY } from '../../src/lib/contract/upload-limits.ts';
import { send } from './support/accounts.ts';
import { cardShopper, onApi, skusInStock } from './support/gateway.ts';
import { HEADS, placePayLater } from './support/receipts.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { postFields, postForm } from './support/upload-wire.ts';

// Upload settings (issue 12 §4): the API's own upload service by default, with the demo key and
// its files beside the database; off when the shop uploads to Uploadcare itself.
describe('upload settings', () => {
  it('default to the service on, the demo key, and {API_DATA_DIR}/uploads', () => {
    expect(readConfig({}).uploads).toEqual({ service: true, publicKey: DEMO_UPLOAD_PUBLIC_KEY, dir: join('.data', 'uploads'), urlSecret: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(readConfig({ API_DATA_DIR: '/srv/shop' }).uploads.dir).toBe('/srv/shop/uploads');
  });

  it('sign file links with API_UPLOAD_URL_SECRET (hex, 16 bytes or more), else a random key at every start', () => {
    const secret = 'a1'.repeat(32);
    expect(readConfig({ API_UPLOAD_URL_SECRET: ` ${secret.toUpperCase()} ` }).uploads.urlSecret).toBe(secret);
    expect(readConfig({}).uploads.urlSecret).not.toBe(readConfig({}).uploads.urlSecret);
    for (const bad of ['short', 'a1'.repeat(15), `${'a1'.repeat(16)}a`, 'zz'.repeat(32)]) {
      expect(() => readConfig({ API_UPLOAD_URL_SECRET: bad })).toThrow('API_UPLOAD_URL_SECRET must be hex');
      // The message never carries the value.
      expect(() => readConfig({ API_UPLOAD_URL_SECRET: bad })).not.toThrow(bad);
    }
  });

  it('read API_UPLOAD_SERVICE, PUBLIC_UPLOAD_KEY and API_UPLOADS_DIR, and follow a moved database', () => {
    expect(readConfig({ API_UPLOAD_SERVICE: 'off', PUBLIC_UPLOAD_KEY: ' shop-key ', API_UPLOADS_DIR: '/var/receipts' }).uploads).toEqual({ service: false, publicKey: 'shop-key', dir: '/var/receipts', urlSecret: expect.any(String) });
    expect(readConfig({ API_DB_PATH: '/var/db/shop.db' }).uploads.dir).toBe('/var/db/uploads');
    expect(readConfig({}, { dbPath: '/tmp/x/shop.db' }).uploads.dir).toBe('/tmp/x/uploads');
  });
});

const dir = mkdtempSync(join(tmpdir(), 'uploads-off-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const api = useReferenceApi({ demoProducts: 10, uploads: { service: false, publicKey: 'unused', dir, urlSecret: randomBytes(32).toString('hex') } });

describe('with the upload service off', () => {
  it('has no /upload routes, while POST /api/files and the file URLs still work', async () => {
    expect((await postFields(`${api.origin}/upload/multipart/start/`, { size: '1000', UPLOADCARE_PUB_KEY: 'unused' })).status).toBe(404);
    const who = await cardShopper(api);
    const [sku] = await skusInStock(api);
    const order = await placePayLater(api, who, sku!.id);
    const sent = await postForm(`${api.origin}/api/files?order=${order.invoiceId}`, { head: HEADS.png, size: 1000, fields: { type: 'receipt' } }, { headers: { ...api.keyHeaders, 'X-AUTH-TOKEN': who.token } });
    expect(sent.status).toBe(201);
    expect((await fetch(onApi(api, sent.json.cdnUrl))).status).toBe(200);
    expect((await send(api, 'PATCH', '/api/sales/payments/attachments', { token: who.token, body: { saleId: order.saleId, files: [sent.json] } })).status).toBe(200);
  });
});
