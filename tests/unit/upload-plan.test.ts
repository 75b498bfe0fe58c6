import { UploadClient } from '@uploadcare/upload-client';
import { describe, expect, it } from 'vitest';
import { UPLOAD_CLIENT_DEFAULTS, uploadPlan } from '../../src/lib/upload-plan.ts';

const MB = 1024 * 1024;

// What @uploadcare/upload-client does with a receipt of a given size (spec §9, issue 12 §4).
describe('uploadPlan', () => {
  it.each([
    [1 * MB, { kind: 'direct' }],
    [Math.round(24.9 * MB), { kind: 'direct' }],
    [25 * MB - 1, { kind: 'direct' }],
    [25 * MB, { kind: 'multipart', parts: 5, partSize: 5 * MB, lastPartSize: 5 * MB }],
    [30 * MB, { kind: 'multipart', parts: 6, partSize: 5 * MB, lastPartSize: 5 * MB }],
    [49 * MB, { kind: 'multipart', parts: 10, partSize: 5 * MB, lastPartSize: 4 * MB }],
    [50 * MB, { kind: 'multipart', parts: 10, partSize: 5 * MB, lastPartSize: 5 * MB }],
    [25 * MB + 1, { kind: 'multipart', parts: 6, partSize: 5 * MB, lastPartSize: 1 }],
    [50 * MB + 1, { kind: 'too_large' }],
    [0, { kind: 'empty' }],
  ])('a file of %i bytes: %o', (size, plan) => {
    expect(uploadPlan(size)).toEqual(plan);
  });

  it("mirrors the client's own defaults (read from a client given none but its key)", () => {
    const settings = new UploadClient({ publicKey: 'any' }).getSettings();
    expect(UPLOAD_CLIENT_DEFAULTS).toEqual({
      maxContentLength: settings.maxContentLength,
      multipartMinFileSize: settings.multipartMinFileSize,
      multipartChunkSize: settings.multipartChunkSize,
    });
    // And spec §9's numbers, which are those defaults.
    expect(settings).toMatchObject({ multipartMinLastPartSize: MB, maxConcurrentRequests: 4, retryThrottledRequestMaxTimes: 1, retryNetworkErrorMaxTimes: 3 });
  });
});
