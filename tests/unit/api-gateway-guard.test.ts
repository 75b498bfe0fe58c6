import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_GATEWAY_STORE_PASSWORD, type GatewaySettings } from '../../api/config.ts';
import { isPublicHttpsOrigin } from '../../api/payments/gateway-guard.ts';
import { startApi } from '../../api/server.ts';

// The local test gateway pays without money (issue 22 §11): the API refuses to start with it, or
// with the published demo store password, for a shop on a public https origin.
const dir = mkdtempSync(join(tmpdir(), 'gateway-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const start = (siteUrl: string, gateway?: Partial<GatewaySettings>) =>
  startApi({
    port: 0,
    demoProducts: 3,
    dbPath: join(dir, `${Math.random().toString(36).slice(2)}.db`),
    siteUrl,
    ...(gateway ? { gateway: { url: 'https://sandbox.sslcommerz.com', local: false, storeId: 'kolom', storePassword: 'the-store-own-secret', ...gateway } } : {}),
  });

describe('which shops are public', () => {
  it.each([
    ['https://kolom.com.bd', true],
    ['https://shop.kolom.com.bd/', true],
    ['https://203.0.113.7', true],
    ['http://kolom.com.bd', false],
    ['https://localhost:4321', false],
    ['https://shop.example', false],
    ['https://kolom.test', false],
    ['https://127.0.0.1:4321', false],
    ['https://192.168.1.20', false],
    ['https://[::1]:4321', false],
    ['not a url', false],
  ])('%s: %s', (siteUrl, expected) => {
    expect(isPublicHttpsOrigin(siteUrl)).toBe(expected);
  });
});

describe('starting the API', () => {
  it('refuses the local gateway for a public shop', async () => {
    await expect(start('https://kolom.com.bd')).rejects.toThrow(/local test gateway pays without money/);
  });

  it('refuses the demo store password for a public shop, even with a real gateway or the local one asked for', async () => {
    await expect(start('https://kolom.com.bd', { storePassword: DEMO_GATEWAY_STORE_PASSWORD })).rejects.toThrow(/demo password/);
    await expect(start('https://kolom.com.bd', { local: true, localOnPublicSite: true, storePassword: DEMO_GATEWAY_STORE_PASSWORD })).rejects.toThrow(/demo password/);
  });

  it('starts with a real gateway and the store’s own password, with the local one asked for by name, and locally as `npm start` does', async () => {
    for (const api of [
      await start('https://kolom.com.bd', {}),
      await start('https://kolom.com.bd', { local: true, localOnPublicSite: true }),
      await start('http://localhost:4321'),
    ]) {
      expect((await fetch(`http://${api.config.host}:${api.config.port}/health`)).status).toBe(200);
      await api.close();
    }
  });
});
