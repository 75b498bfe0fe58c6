import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../src/lib/contract/upload-limits.ts';
import { announcedPercent, RECEIPT_ACCEPT, receiptFileProblem } from '../../src/lib/receipt-file.ts';

// The receipt checks made before any byte leaves the browser (issue 12 §4, spec §9).
const file = (name: string, type: string, size = 120_000) => ({ name, type, size });

describe('receiptFileProblem', () => {
  it('takes a photo (JPEG, PNG, WebP, HEIC) or a PDF by the type the browser gives', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf', 'IMAGE/JPEG']) {
      expect(receiptFileProblem(file('receipt', type)), type).toBeNull();
    }
  });

  it('refuses any other type, whatever the file is called', () => {
    for (const [name, type] of [['receipt.gif', 'image/gif'], ['receipt.svg', 'image/svg+xml'], ['receipt.jpg', 'text/html'], ['setup.exe', 'application/x-msdownload'], ['notes.txt', 'text/plain'], ['receipt.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document']]) {
      expect(receiptFileProblem(file(name!, type!)), name).toBe('type');
    }
  });

  it('judges a file the browser gives no type (HEIC on Windows and Android) by its ending', () => {
    expect(receiptFileProblem(file('IMG_0042.HEIC', ''))).toBeNull();
    expect(receiptFileProblem(file('scan.pdf', 'application/octet-stream'))).toBeNull();
    expect(receiptFileProblem(file('receipt', ''))).toBe('type');
    expect(receiptFileProblem(file('receipt.zip', 'application/octet-stream'))).toBe('type');
  });

  it('takes up to 50 MB and not a byte more, and no empty file', () => {
    expect(UPLOAD_MAX_BYTES).toBe(50 * 1024 * 1024);
    expect(receiptFileProblem(file('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES))).toBeNull();
    expect(receiptFileProblem(file('big.pdf', 'application/pdf', UPLOAD_MAX_BYTES + 1))).toBe('size');
    expect(receiptFileProblem(file('empty.png', 'image/png', 0))).toBe('empty');
  });

  it('checks the type before the size: a 60 MB video is the wrong kind of file, not just too big', () => {
    expect(receiptFileProblem(file('clip.mp4', 'video/mp4', 60 * 1024 * 1024))).toBe('type');
  });
});

describe('RECEIPT_ACCEPT', () => {
  it('offers the receipt types and the endings of files browsers cannot type', () => {
    expect(RECEIPT_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf', '.heic', '.pdf']));
  });
});

describe('announcedPercent', () => {
  it('tells the share sent in quarters, so a screen reader is not flooded', () => {
    expect([0, 0.1, 0.249, 0.25, 0.6, 0.99, 1].map(announcedPercent)).toEqual([0, 0, 0, 25, 50, 75, 100]);
    expect(announcedPercent(-1)).toBe(0);
    expect(announcedPercent(3)).toBe(100);
  });
});
