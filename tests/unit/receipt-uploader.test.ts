import { CancelError, NetworkError, UploadcareFile, UploadError } from '@uploadcare/upload-client';
import { describe, expect, it } from 'vitest';
import { fileInfoOf, uploadFailureOf, uploadReceiptFile } from '../../src/lib/api/receipt-uploader.ts';

// The upload service's client as the shop wraps it (issue 12 §4), with the real @uploadcare/upload-client's
// classes. Its node build takes Buffers, not the browser's File: the upload itself, File in hand, is
// tested in Chromium (tests/e2e/receipts.spec.ts) against the reference API's upload service.

const UUID = '0b7c5a9e-3f1d-4c2a-9e8b-1a2b3c4d5e6f';

describe('uploadFailureOf', () => {
  it('names each kind of failure the client rejects with', () => {
    expect(uploadFailureOf(new CancelError())).toBe('cancelled');
    expect(uploadFailureOf(new NetworkError({} as ProgressEvent))).toBe('network');
    expect(uploadFailureOf(new UploadError('big', 'FileSizeLimitExceededError'))).toBe('too_large');
    expect(uploadFailureOf(new UploadError('big', 'MultipartFileSizeLimitExceededError'))).toBe('too_large');
    expect(uploadFailureOf(new UploadError('big', undefined, undefined, { error: { statusCode: 413, content: 'big', errorCode: 'UploadAPIError' } }))).toBe('too_large');
    expect(uploadFailureOf(new UploadError('no', 'FileTypeForbiddenError'))).toBe('type');
    expect(uploadFailureOf(new UploadError('slow down', 'RequestThrottledError'))).toBe('busy');
    expect(uploadFailureOf(new UploadError('key', 'ProjectPublicKeyInvalidError'))).toBe('refused');
    expect(uploadFailureOf(new TypeError('Failed to fetch dynamically imported module'))).toBe('refused');
  });
});

describe('fileInfoOf', () => {
  it('keeps the spec’s file info of what the client resolved, and drops the rest', () => {
    const resolved = new UploadcareFile(
      { uuid: UUID, fileId: UUID, size: 2048, done: 2048, total: 2048, filename: 'receipt.png', originalFilename: 'IMG 1.png', mimeType: 'image/png', isImage: true, isStored: true, isReady: true, imageInfo: null, videoInfo: null, contentInfo: null },
      { baseCDN: 'http://127.0.0.1:8787/ucarecdn/', fileName: 'bkash receipt.png' },
    );
    expect(fileInfoOf(resolved)).toEqual({
      uuid: UUID, name: 'bkash receipt.png', size: 2048, isStored: true, isImage: true, mimeType: 'image/png',
      cdnUrl: `http://127.0.0.1:8787/ucarecdn/${UUID}/`, originalFilename: 'IMG 1.png',
    });
  });
});

describe('uploadReceiptFile', () => {
  it('never throws: a client that cannot take the file answers refused, one already cancelled answers cancelled', async () => {
    const file = new File([new Uint8Array(8)], 'receipt.png', { type: 'image/png' });
    expect(await uploadReceiptFile(file, { signal: new AbortController().signal, onProgress: () => {} })).toEqual({ ok: false, reason: 'refused' });
    expect(await uploadReceiptFile(file, { signal: AbortSignal.abort(), onProgress: () => {} })).toEqual({ ok: false, reason: 'cancelled' });
  });
});
