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
