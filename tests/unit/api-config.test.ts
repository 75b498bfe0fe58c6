import { describe, expect, it } from 'vitest';
import { readConfig, shopCorsOrigins, shopOrigins } from '../../api/config.ts';

describe('readConfig', () => {
  it('allows the default shop origins when API_CORS_ORIGINS is unset (npm run api)', () => {
    expect(readConfig({}).corsOrigins).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
  });

  it('reads API_CORS_ORIGINS as a comma-separated list of origins', () => {
    const config = readConfig({ API_CORS_ORIGINS: 'https://shop.example.com/, http://localhost:3000 ,' });
    expect(config.corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:3000']);
  });

  it('keeps * when asked for by name', () => {
    expect(readConfig({ API_CORS_ORIGINS: '*' }).corsOrigins).toEqual(['*']);
  });

  it('lets an override win over the environment', () => {
    expect(readConfig({ API_CORS_ORIGINS: '*' }, { corsOrigins: ['http://127.0.0.1:4400'] }).corsOrigins).toEqual(['http://127.0.0.1:4400']);
  });

  it('refuses an entry that is not a URL, rather than silently blocking the shop', () => {
    expect(() => readConfig({ API_CORS_ORIGINS: 'shop.example.com' })).toThrow('Not an origin for CORS: shop.example.com');
  });

  it('allows 10 sign-ups per client address an hour unless API_SIGNUPS_PER_HOUR says otherwise', () => {
    expect(readConfig({}).signUpsPerHour).toBe(10);
    expect(readConfig({ API_SIGNUPS_PER_HOUR: ' 500 ' }).signUpsPerHour).toBe(500);
  });

  it.each(['0', '-1', '2.5', 'lots'])('refuses API_SIGNUPS_PER_HOUR=%s rather than shutting sign-up or lifting the limit', (value) => {
    expect(() => readConfig({ API_SIGNUPS_PER_HOUR: value })).toThrow(`Not a count above zero: ${value}`);
  });
});

describe('shopOrigins', () => {
  it('names both loopback spellings of the port', () => {
    expect(shopOrigins(5000)).toEqual(['http://localhost:5000', 'http://127.0.0.1:5000']);
  });

  it("adds the public site's origin, without its path", () => {
    expect(shopOrigins(4321, 'https://kolom.example.com/shop/')).toEqual([
      'http://localhost:4321',
      'http://127.0.0.1:4321',
      'https://kolom.example.com',
    ]);
  });

  it('does not repeat an origin', () => {
    expect(shopOrigins(4321, 'http://localhost:4321')).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
  });
});

describe('shopCorsOrigins', () => {
  it("gives the shop's own origins on its port, with SITE_URL's (npm start)", () => {
    expect(shopCorsOrigins({ SITE_URL: 'https://kolom.example.com' }, 8080)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'https://kolom.example.com',
    ]);
  });

  it('defers to API_CORS_ORIGINS when it is set', () => {
    expect(shopCorsOrigins({ API_CORS_ORIGINS: 'https://a.example, *', SITE_URL: 'https://b.example' }, 8080)).toEqual([
      'https://a.example',
      '*',
    ]);
  });
});

// The whole environment is one valibot schema (api/config/env.ts): each variable by its name, with its default.
describe('readConfig: every variable and its default', () => {
  it('has the demo defaults with nothing set', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8787,
      publicUrl: 'http://localhost:8787',
      dbPath: '.data/shop.db',
      mediaCacheDir: '.data/media',
      apiKeys: ['demo-storefront-key'],
      catalogKey: 'demo-catalog-key',
      catalogSecret: 'demo-catalog-secret',
      corsOrigins: ['http://localhost:4321', 'http://127.0.0.1:4321'],
      demoProducts: 360,
      smtpUrl: undefined,
      outboxDir: '.data/outbox',
      mailFrom: 'Kolom <no-reply@kolom.example>',
      siteUrl: 'http://localhost:4321',
      sms: { outboxDir: '.data/outbox/sms' },
      delivery: { insideDhaka: 60, outsideDhaka: 120, express: 120, freeFrom: 3000 },
      signUpsPerHour: 10,
      resetsPerHour: 10,
      phoneCodes: { perClientPerHour: 10, perMinute: 60 },
      holdLimits: { perSku: 20, unpaidOrders: 3, unpaidValue: 50000 },
      codConfirmation: 'first',
      gateway: { url: 'http://127.0.0.1:8787/gateway', local: true, localOnPublicSite: false, storeId: 'kolom-demo', storePassword: 'kolom-demo-secret' },
      payLaterAccounts: [
        { method: 'bkash', account: '01700-000000 (demo)' },
        { method: 'nagad', account: '01800-000000 (demo)' },
        { method: 'bank', account: 'Kolom Ltd, A/C 0000000000, Demo Bank, Gulshan branch' },
      ],
      uploads: { service: true, publicKey: 'demo-upload-key', dir: '.data/uploads', uploadcare: undefined, urlSecret: expect.stringMatching(/^[0-9a-f]{64}$/), signedDelivery: undefined },
      uploadQuota: { uploads: 20, bytes: 200 * 1024 * 1024, windowMs: 60 * 60 * 1000 },
      editorKey: undefined,
      buildHookUrl: undefined,
      buildHookSecret: undefined,
    });
  });

  it('reads each variable by its name', () => {
    const env = {
      API_HOST: '0.0.0.0', API_PORT: '9000', API_DATA_DIR: '/srv/kolom', API_PUBLIC_URL: 'https://api.kolom.example',
      API_DB_PATH: '/srv/db/shop.db', API_KEYS: 'k1, k2', CATALOG_KEY: 'ck', CATALOG_SECRET: 'cs', SITE_URL: 'https://kolom.example/',
      API_DEMO_PRODUCTS: '0', SMTP_URL: 'smtp://u:p@mail:587', MAIL_FROM: 'Shop <a@b.example>', DELIVERY_EXPRESS: '99.5',
      API_RESETS_PER_HOUR: '30', API_PHONE_CODES_PER_HOUR: '4', API_PHONE_CODES_PER_MINUTE: '9', API_ORDER_MAX_PER_SKU: '5', API_UNPAID_ORDERS_MAX: '2', API_UNPAID_VALUE_MAX: '9000', API_COD_CONFIRMATION: ' Always ',
      GATEWAY_URL: 'https://sandbox.sslcommerz.com/', API_LOCAL_GATEWAY: ' ON ', GATEWAY_STORE_ID: 'store', GATEWAY_STORE_PASSWORD: 'pw',
      PAY_LATER_BKASH: ' 01711-111111 ', PAY_LATER_NAGAD: '', API_UPLOAD_SERVICE: 'OFF', UPLOADCARE_SECRET_KEY: ' sk ',
      UPLOADCARE_API_URL: 'http://127.0.0.1:9/', API_UPLOADS_PER_HOUR: '7', API_UPLOAD_MB_PER_HOUR: '3',
      API_EDITOR_KEY: ' editor-Key_1.2~3+4/5= ', BUILD_HOOK_URL: ' http://127.0.0.1:4321/_hooks/rebuild ', BUILD_HOOK_SECRET: ' hs ',
    };
    expect(readConfig(env)).toMatchObject({
      host: '0.0.0.0', port: 9000, publicUrl: 'https://api.kolom.example', dbPath: '/srv/db/shop.db', mediaCacheDir: '/srv/kolom/media',
      apiKeys: ['k1', 'k2'], catalogKey: 'ck', catalogSecret: 'cs', siteUrl: 'https://kolom.example',
      corsOrigins: ['http://localhost:4321', 'http://127.0.0.1:4321', 'https://kolom.example'],
      demoProducts: 0, smtpUrl: 'smtp://u:p@mail:587', outboxDir: '/srv/kolom/outbox', mailFrom: 'Shop <a@b.example>',
      delivery: { insideDhaka: 60, outsideDhaka: 120, express: 99.5, freeFrom: 3000 }, resetsPerHour: 30, phoneCodes: { perClientPerHour: 4, perMinute: 9 },
      holdLimits: { perSku: 5, unpaidOrders: 2, unpaidValue: 9000 }, codConfirmation: 'always',
      gateway: { url: 'https://sandbox.sslcommerz.com', local: false, localOnPublicSite: true, storeId: 'store', storePassword: 'pw' },
      payLaterAccounts: [{ method: 'bkash', account: '01711-111111' }, { method: 'bank', account: expect.stringContaining('Demo Bank') }],
      uploads: { service: false, dir: '/srv/db/uploads', uploadcare: { apiUrl: 'http://127.0.0.1:9', secretKey: 'sk' } },
      uploadQuota: { uploads: 7, bytes: 3 * 1024 * 1024 },
      editorKey: 'editor-Key_1.2~3+4/5=', buildHookUrl: 'http://127.0.0.1:4321/_hooks/rebuild', buildHookSecret: 'hs',
    });
  });

  it('takes PUBLIC_API_KEY when API_KEYS is unset, and an empty API_KEYS as no key at all', () => {
    expect(readConfig({ PUBLIC_API_KEY: 'shop-key' }).apiKeys).toEqual(['shop-key']);
    expect(readConfig({ PUBLIC_API_KEY: 'shop-key', API_KEYS: 'a,b' }).apiKeys).toEqual(['a', 'b']);
    expect(readConfig({ API_KEYS: '' }).apiKeys).toEqual([]);
  });

  it('lets overrides win, defaults that depend on them following them', () => {
    const config = readConfig({ API_PORT: '9000', API_SIGNUPS_PER_HOUR: '99' }, { port: 8123, signUpsPerHour: 3, smtpUrl: undefined, siteUrl: 'https://x.example/' });
    expect(config).toMatchObject({ port: 8123, publicUrl: 'http://localhost:8123', signUpsPerHour: 3, smtpUrl: undefined, siteUrl: 'https://x.example' });
    expect(config.gateway.url).toBe('http://127.0.0.1:8123/gateway');
  });
});

describe('readConfig: a bad value', () => {
  it('throws at start naming the variable and what is wrong', () => {
    expect(() => readConfig({ API_SIGNUPS_PER_HOUR: 'abc' })).toThrow('Bad environment variable: API_SIGNUPS_PER_HOUR: Not a count above zero: abc');
  });

  it('names every bad variable at once', () => {
    expect(() => readConfig({ API_RESETS_PER_HOUR: '0', DELIVERY_EXPRESS: '-5', API_CORS_ORIGINS: 'nope' })).toThrow(
      'Bad environment variables: API_CORS_ORIGINS: Not an origin for CORS: nope; DELIVERY_EXPRESS: Not an amount of taka: -5; API_RESETS_PER_HOUR: Not a count above zero: 0',
    );
  });

  it.each([
    ['API_PORT', 'http', 'Not a port (0 to 65535): http'],
    ['API_PORT', '70000', 'Not a port (0 to 65535): 70000'],
    ['API_DEMO_PRODUCTS', '-1', 'Not a whole number: -1'],
    ['API_DEMO_PRODUCTS', 'many', 'Not a whole number: many'],
    ['API_UNPAID_VALUE_MAX', '1.5', 'Not a count above zero: 1.5'],
    ['BUILD_HOOK_URL', 'localhost:4321/_hooks/rebuild', 'BUILD_HOOK_URL is not an http(s) URL'],
    ['BUILD_HOOK_URL', '/_hooks/rebuild', 'BUILD_HOOK_URL is not an http(s) URL'],
    ['UPLOADCARE_CDN_URL', 'kolom.ucarecd.net', 'UPLOADCARE_CDN_URL is not a URL'],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('refuses an editor key no Bearer header could carry, without quoting it', () => {
    for (const key of ['two words', 'key!', 'k=ey', 'ключ']) {
      expect(() => readConfig({ API_EDITOR_KEY: key })).toThrow('API_EDITOR_KEY may hold only letters, digits');
      expect(() => readConfig({ API_EDITOR_KEY: key })).not.toThrow(key);
    }
  });

  it('takes a blank number as unset, the default', () => {
    expect(readConfig({ API_PORT: ' ', API_DEMO_PRODUCTS: '', API_UPLOADS_PER_HOUR: '  ' })).toMatchObject({ port: 8787, demoProducts: 360, uploadQuota: { uploads: 20 } });
  });
});
