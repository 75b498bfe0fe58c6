import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import type { UploadedFileInfo } from '../../src/lib/contract/upload-requests.ts';
import type { ReceiptUploader } from '../../src/lib/receipt-file.ts';
import { setApiClient } from '../../src/stores/api-client.ts';
import { $receiptUpload, cancelReceiptUpload, resetReceiptUpload, sendReceipt, setReceiptUploader } from '../../src/stores/receipt-upload.ts';
import { useStubServer } from './support/stub-server.ts';

// The receipt upload's store (issue 12 §4): an injected uploader stands for the upload service; the
// attach call goes over a real socket to a stub API.
const stub = useStubServer();
beforeAll(() => setApiClient(createApiClient({ baseURL: stub.baseURL, apiKey: 'k', deviceId: 'd', retryDelay: 1 })));
afterAll(() => setApiClient(undefined));
afterEach(() => {
  setReceiptUploader(undefined);
  cleanStores($receiptUpload);
  $receiptUpload.set({ phase: 'idle', saleId: null, fileName: '', progress: null, problem: null, error: '' });
});

const SALE = 42;
const receipt = (name = 'bkash-receipt.png', type = 'image/png', size = 2048) => new File([new Uint8Array(size)], name, { type });
const stored = (name: string): UploadedFileInfo => ({
  uuid: '0b7c5a9e-3f1d-4c2a-9e8b-1a2b3c4d5e6f', name, size: 2048, isStored: true, isImage: true, mimeType: 'image/png',
  cdnUrl: 'http://127.0.0.1:8787/ucarecdn/0b7c5a9e-3f1d-4c2a-9e8b-1a2b3c4d5e6f/',
});

/** An uploader the test steps by hand: it reports progress when told, and settles when told (or when aborted). */
function manualUploader() {
  const calls: { file: File; signal: AbortSignal; onProgress: (fraction: number | null) => void; settle: (outcome: Awaited<ReturnType<ReceiptUploader>>) => void }[] = [];
  const uploader: ReceiptUploader = (file, { signal, onProgress }) =>
    new Promise((settle) => {
      calls.push({ file, signal, onProgress, settle });
      signal.addEventListener('abort', () => settle({ ok: false, reason: 'cancelled' }));
    });
  return { uploader, calls };
}

describe('sendReceipt', () => {
  it('shows the progress as the uploader reports it, then attaches the stored file to the sale and says received', async () => {
    const manual = manualUploader();
    setReceiptUploader(manual.uploader);
    stub.reply(() => ({ status: 200, body: { saleId: SALE } }));
    const sending = sendReceipt(SALE, receipt());
    expect($receiptUpload.get()).toMatchObject({ phase: 'uploading', saleId: SALE, fileName: 'bkash-receipt.png', progress: 0 });
    const call = manual.calls[0]!;
    call.onProgress(0.4);
    expect($receiptUpload.get().progress).toBe(0.4);
    call.onProgress(null);
    expect($receiptUpload.get().progress).toBeNull(); // the service cannot tell: the bar shows busy, not a stale share
    call.onProgress(1);
    expect(stub.seen).toHaveLength(0); // nothing attached before the file is stored
    call.settle({ ok: true, file: stored('bkash-receipt.png') });

    expect(await sending).toBe(true);
    expect($receiptUpload.get()).toMatchObject({ phase: 'done', fileName: 'bkash-receipt.png', problem: null });
    expect(stub.seen).toHaveLength(1);
    expect(stub.seen[0]).toMatchObject({ method: 'PATCH', url: '/api/sales/payments/attachments' });
    expect(JSON.parse(stub.seen[0]!.body)).toEqual({ saleId: SALE, files: [stored('bkash-receipt.png')] });
  });

  it('passes the picked file itself to the uploader', async () => {
    const manual = manualUploader();
    setReceiptUploader(manual.uploader);
    const file = receipt('IMG_0042.HEIC', '');
    const sending = sendReceipt(SALE, file);
    expect(manual.calls[0]!.file).toBe(file);
    manual.calls[0]!.settle({ ok: false, reason: 'refused' });
    await sending;
  });

  it('refuses a wrong type or an oversized file at once: no upload, no request, and why', async () => {
    const manual = manualUploader();
    setReceiptUploader(manual.uploader);
    expect(await sendReceipt(SALE, receipt('virus.exe', 'application/x-msdownload'))).toBe(false);
    expect($receiptUpload.get()).toMatchObject({ phase: 'failed', problem: 'type', fileName: 'virus.exe' });
    const huge = receipt('scan.pdf', 'application/pdf', 1);
    Object.defineProperty(huge, 'size', { value: 50 * 1024 * 1024 + 1 });
    expect(await sendReceipt(SALE, huge)).toBe(false);
    expect($receiptUpload.get()).toMatchObject({ phase: 'failed', problem: 'size' });
    expect(manual.calls).toHaveLength(0);
    expect(stub.seen).toHaveLength(0);
  });

  it('says why an upload failed and attaches nothing', async () => {
    for (const reason of ['network', 'too_large', 'type', 'busy', 'refused'] as const) {
      setReceiptUploader(async () => ({ ok: false, reason }));
      expect(await sendReceipt(SALE, receipt())).toBe(false);
      expect($receiptUpload.get()).toMatchObject({ phase: 'failed', problem: reason });
    }
    expect(stub.seen).toHaveLength(0);
  });

  it('keeps the API’s words when the stored file could not be attached (another customer’s sale, a closed order)', async () => {
    setReceiptUploader(async (file) => ({ ok: true, file: stored(file.name) }));
    stub.reply(() => ({ status: 409, body: { message: 'This order no longer awaits a payment' } }));
    expect(await sendReceipt(SALE, receipt())).toBe(false);
    expect($receiptUpload.get()).toMatchObject({ phase: 'failed', problem: 'attach', error: 'This order no longer awaits a payment' });
  });

  it('takes one upload at a time: a second pick while one is under way is ignored', async () => {
    const manual = manualUploader();
    setReceiptUploader(manual.uploader);
    const first = sendReceipt(SALE, receipt('first.png'));
    expect(await sendReceipt(SALE, receipt('second.png'))).toBe(false);
    expect(manual.calls).toHaveLength(1);
    expect($receiptUpload.get().fileName).toBe('first.png');
    manual.calls[0]!.settle({ ok: false, reason: 'network' });
    await first;
  });
});

describe('cancelReceiptUpload', () => {
  it('aborts the upload under way through its signal; nothing is attached and the screen says so', async () => {
    const manual = manualUploader();
    setReceiptUploader(manual.uploader);
    const sending = sendReceipt(SALE, receipt());
    manual.calls[0]!.onProgress(0.3);
    cancelReceiptUpload();
    expect(manual.calls[0]!.signal.aborted).toBe(true);
    expect(await sending).toBe(false);
    expect($receiptUpload.get()).toMatchObject({ phase: 'cancelled', problem: null });
    manual.calls[0]!.onProgress(0.9); // a late report from the aborted upload moves nothing
    expect($receiptUpload.get().progress).toBeNull();
    expect(stub.seen).toHaveLength(0);
  });

  it('does not attach a file whose upload finished as Cancel was pressed', async () => {
    let finish!: () => void;
    setReceiptUploader((file) => new Promise((resolve) => (finish = () => resolve({ ok: true, file: stored(file.name) }))));
    const sending = sendReceipt(SALE, receipt());
    cancelReceiptUpload();
    finish();
    expect(await sending).toBe(false);
    expect($receiptUpload.get().phase).toBe('cancelled');
    expect(stub.seen).toHaveLength(0);
  });

  it('lets a new upload start after a cancelled one', async () => {
    const manual = manualUploader();
    setReceiptUploader(manual.uploader);
    const first = sendReceipt(SALE, receipt());
    cancelReceiptUpload();
    await first;
    const second = sendReceipt(SALE, receipt('again.png'));
    expect($receiptUpload.get()).toMatchObject({ phase: 'uploading', fileName: 'again.png' });
    expect(manual.calls[1]!.signal.aborted).toBe(false);
    manual.calls[1]!.settle({ ok: false, reason: 'refused' });
    await second;
  });
});

describe('resetReceiptUpload', () => {
  it('forgets a finished upload, but never one under way', async () => {
    setReceiptUploader(async () => ({ ok: false, reason: 'network' }));
    await sendReceipt(SALE, receipt());
    resetReceiptUpload();
    expect($receiptUpload.get()).toMatchObject({ phase: 'idle', saleId: null });
    const manual = manualUploader();
    setReceiptUploader(manual.uploader);
    const sending = sendReceipt(SALE, receipt());
    resetReceiptUpload();
    expect($receiptUpload.get().phase).toBe('uploading');
    cancelReceiptUpload();
    await sending;
  });
});
