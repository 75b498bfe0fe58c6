import { describe, expect, it } from 'vitest';
import { uploadSettingsOf, UPLOADCARE_CDN } from '../../src/lib/upload-settings.ts';

// Where the browser sends receipts: the build's configuration, or the reference API's defaults.
describe('uploadSettingsOf', () => {
  it('uses the reference API’s upload service, CDN and demo key when nothing is set', () => {
    expect(uploadSettingsOf({ apiUrl: 'http://127.0.0.1:8787/' })).toEqual({
      publicKey: 'demo-upload-key',
      baseURL: 'http://127.0.0.1:8787/upload',
      baseCDN: 'http://127.0.0.1:8787/ucarecdn/',
    });
  });

  it('uses Uploadcare’s CDN for a configured service named without one, and the key given', () => {
    expect(uploadSettingsOf({ apiUrl: 'https://api.kolom.example', uploadUrl: 'https://upload.uploadcare.com/', uploadKey: 'pub123' })).toEqual({
      publicKey: 'pub123',
      baseURL: 'https://upload.uploadcare.com',
      baseCDN: UPLOADCARE_CDN,
    });
  });

  it('ends a configured CDN with a slash: the client appends `{uuid}/` to it as is', () => {
    expect(uploadSettingsOf({ apiUrl: 'http://x', uploadUrl: 'https://upload.uploadcare.com', cdnUrl: 'https://cdn.kolom.example/files' }).baseCDN).toBe('https://cdn.kolom.example/files/');
    expect(uploadSettingsOf({ apiUrl: 'http://x', cdnUrl: '' }).baseCDN).toBe('http://x/ucarecdn/');
  });
});
