import { atom } from 'nanostores';
import { attachReceipts } from '../lib/api/attachments.ts';
import { receiptFileProblem, type ReceiptFailure, type ReceiptUploader } from '../lib/receipt-file.ts';
import { apiClient } from './api-client.ts';

/*
 * A pay-later order's receipt on its way (issue 12 §4): checked, uploaded to the upload service
 * with progress and Cancel, then attached to the sale. One upload at a time on a page.
 */

/** Where the receipt is. `problem` says why it did not arrive; `error` holds the API's words when attaching failed. */
export interface ReceiptUpload {
  phase: 'idle' | 'uploading' | 'attaching' | 'done' | 'failed' | 'cancelled';
  saleId: number | null;
  fileName: string;
  /** The share sent (0–1) while uploading; null when the service cannot tell. */
  progress: number | null;
  problem: ReceiptFailure | null;
  error: string;
}

const IDLE: ReceiptUpload = { phase: 'idle', saleId: null, fileName: '', progress: null, problem: null, error: '' };

export const $receiptUpload = atom<ReceiptUpload>(IDLE);

// The upload client weighs more than the screen itself: it loads when a file is picked, not with the page.
const loadAndUpload: ReceiptUploader = async (file, options) => {
  let upload: ReceiptUploader;
  try {
    upload = (await import('../lib/api/receipt-uploader.ts')).uploadReceiptFile;
  } catch {
    return { ok: false, reason: 'network' }; // the chunk did not arrive: the connection dropped
  }
  return upload(file, options);
};

let uploader: ReceiptUploader = loadAndUpload;
let inFlight: AbortController | null = null;

/** Replaces the uploader (tests give one of their own); undefined restores the upload service's. */
export function setReceiptUploader(next: ReceiptUploader | undefined): void {
  uploader = next ?? loadAndUpload;
}

/** Forgets a finished or failed upload, as a screen for another order starts. An upload under way is left alone. */
export function resetReceiptUpload(): void {
  if (!inFlight && $receiptUpload.get().phase !== 'attaching') $receiptUpload.set(IDLE);
}

/**
 * Sends `file` as the receipt of sale `saleId`: checked first (a wrong type or size never leaves
 * the browser), uploaded, then attached. Resolves true once the order has it; false otherwise, with
 * the reason in the store. Ignored while another upload is under way.
 */
export async function sendReceipt(saleId: number, file: File): Promise<boolean> {
  const { phase } = $receiptUpload.get();
  if (phase === 'uploading' || phase === 'attaching') return false;
  const base = { ...IDLE, saleId, fileName: file.name };
  const problem = receiptFileProblem(file);
  if (problem) {
    $receiptUpload.set({ ...base, phase: 'failed', problem });
    return false;
  }
  const controller = new AbortController();
  inFlight = controller;
  $receiptUpload.set({ ...base, phase: 'uploading', progress: 0 });
  const outcome = await uploader(file, {
    signal: controller.signal,
    onProgress: (progress) => {
      if (!controller.signal.aborted) $receiptUpload.set({ ...$receiptUpload.get(), progress });
    },
  });
  inFlight = null;
  if (!outcome.ok || controller.signal.aborted) {
    const reason = outcome.ok ? 'cancelled' : outcome.reason;
    $receiptUpload.set(reason === 'cancelled' ? { ...base, phase: 'cancelled' } : { ...base, phase: 'failed', problem: reason });
    return false;
  }
  $receiptUpload.set({ ...base, phase: 'attaching', progress: 1 });
  const attached = await attachReceipts(apiClient(), { saleId, files: [outcome.file] });
  if (!attached.ok) {
    $receiptUpload.set({ ...base, phase: 'failed', problem: 'attach', error: attached.error.message });
    return false;
  }
  $receiptUpload.set({ ...base, phase: 'done', fileName: outcome.file.name, progress: 1 });
  return true;
}

/** Stops the upload under way (the client aborts its requests); a receipt already stored and being attached is not stopped. */
export function cancelReceiptUpload(): void {
  inFlight?.abort();
}
