import type { ReceiptMimeType } from '../../src/lib/contract/upload-limits.ts';

/*
 * A file's name as the sender gave it is only ever shown (the order's receipt list, a download's
 * suggested name): never a path on disk (files are stored by uuid). It is still cleaned, and its
 * ending made to agree with the sniffed type, so `receipt.jpg` that is a PDF downloads as a PDF.
 */

const ENDINGS: Record<ReceiptMimeType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/heic': ['.heic', '.heif'],
  'application/pdf': ['.pdf'],
};

const MAX_NAME_LENGTH = 120;

/** The shown name of a file sent as `given`, of `type` when known (`receipt` when nothing usable was given). */
export function receiptName(given: string, type: ReceiptMimeType | undefined): string {
  // The last path segment only (a browser may send `C:\fakepath\x.jpg`), no control or bidi-override characters.
  const base = (given.split(/[/\\]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  const name = base === '' || base === '.' || base === '..' ? 'receipt' : base;
  if (!type) return name;
  const endings = ENDINGS[type];
  return endings.some((ending) => name.toLowerCase().endsWith(ending)) ? name : `${name}${endings[0]}`;
}

/**
 * `Content-Disposition` for serving a file named `name`: an ASCII fallback with anything that
 * could break out of the quoted string replaced, and the exact name in RFC 5987 form.
 */
export function contentDisposition(name: string, disposition: 'inline' | 'attachment' = 'inline'): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
