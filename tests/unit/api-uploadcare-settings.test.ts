import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.ts';

// Uploadcare's secret key (issue 12 §4): when the API reads it, and that nothing the build reads does.

describe('the secret key', () => {
  it('is read by the API only: no file the shop’s build reads (src/, astro.config.mjs) names it, so it cannot reach dist/', () => {
    const built = [...readdirSync('src', { recursive: true, encoding: 'utf8' })].map((name) => join('src', name)).filter((path) => statSync(path).isFile());
    built.push('astro.config.mjs');
    for (const path of built) expect(readFileSync(path, 'utf8'), path).not.toMatch(/UPLOADCARE_SECRET_KEY|secretKey/);
  });

  it('and the keys that sign receipt links (issue 22 §10) likewise: read by the API only', () => {
    const built = [...readdirSync('src', { recursive: true, encoding: 'utf8' })].map((name) => join('src', name)).filter((path) => statSync(path).isFile());
    built.push('astro.config.mjs');
    for (const path of built) expect(readFileSync(path, 'utf8'), path).not.toMatch(/API_UPLOAD_URL_SECRET|UPLOADCARE_SIGNED_URL_SECRET|urlSecret|signedDelivery/);
  });
});

describe('the settings', () => {
  it('asks Uploadcare only when the API’s own upload service is off and a secret key is set', () => {
    const base = { API_UPLOAD_SERVICE: 'off', UPLOADCARE_SECRET_KEY: 'k' };
    expect(readConfig(base, {}).uploads.uploadcare).toEqual({ apiUrl: 'https://api.uploadcare.com', secretKey: 'k' });
    expect(readConfig({ ...base, UPLOADCARE_API_URL: 'http://127.0.0.1:9999/' }, {}).uploads.uploadcare?.apiUrl).toBe('http://127.0.0.1:9999');
    expect(readConfig({ UPLOADCARE_SECRET_KEY: 'k' }, {}).uploads.uploadcare).toBeUndefined();
    expect(readConfig({ API_UPLOAD_SERVICE: 'off' }, {}).uploads.uploadcare).toBeUndefined();
  });

  it('signs links to Uploadcare files with UPLOADCARE_SIGNED_URL_SECRET (hex), for UPLOADCARE_CDN_URL when set', () => {
    const secret = 'ab'.repeat(32);
    expect(readConfig({}, {}).uploads.signedDelivery).toBeUndefined();
    expect(readConfig({ UPLOADCARE_SIGNED_URL_SECRET: secret }, {}).uploads.signedDelivery).toEqual({ secret, cdnUrl: undefined });
    expect(readConfig({ UPLOADCARE_SIGNED_URL_SECRET: secret, UPLOADCARE_CDN_URL: 'https://kolom.ucarecd.net/' }, {}).uploads.signedDelivery).toEqual({ secret, cdnUrl: 'https://kolom.ucarecd.net' });
    expect(() => readConfig({ UPLOADCARE_SIGNED_URL_SECRET: 'not hex' }, {})).toThrow('UPLOADCARE_SIGNED_URL_SECRET must be hex');
    expect(() => readConfig({ UPLOADCARE_SIGNED_URL_SECRET: secret, UPLOADCARE_CDN_URL: 'kolom.ucarecd.net' }, {})).toThrow('UPLOADCARE_CDN_URL is not a URL');
  });
});
