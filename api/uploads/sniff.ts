import type { ReceiptMimeType } from '../../src/lib/contract/upload-limits.ts';

/*
 * What a receipt really is, read from its first bytes (issue 12 §4, spec §9): JPEG, PNG, WebP,
 * HEIC or PDF, and nothing else. The name and the client's Content-Type are the sender's word; an
 * executable named `receipt.jpg`, an HTML page or an SVG (script inside an image) must never be
 * stored and served back as an image.
 */

/** How many leading bytes `sniffReceiptType` needs to judge any file (an HEIC's brand list). */
export const SNIFF_BYTES = 64;

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));
const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);

// HEIF brands of HEVC-coded images (ISO/IEC 23008-12): an iPhone photo's `ftyp` names one of them.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
// Generic HEIF brands: HEIC only when a HEVC brand is among the compatible ones (else AVIF or other).
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

/** The receipt type of a file whose first bytes are `head` (at least `SNIFF_BYTES` when it is that long), or `undefined`. */
export function sniffReceiptType(head: Uint8Array): ReceiptMimeType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'image/webp';
  if (head.length >= 5 && ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (isHeic(head)) return 'image/heic';
  return undefined;
}

// An ISO base media file starts with its `ftyp` box: size (4 bytes), `ftyp`, major brand, minor
// version, then compatible brands up to the box's end.
function isHeic(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4, 4) !== 'ftyp') return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  if (boxSize < 16 || boxSize % 4 !== 0) return false;
  const major = ascii(head, 8, 4);
  if (HEIC_BRANDS.has(major)) return true;
  if (!GENERIC_HEIF_BRANDS.has(major)) return false;
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) {
    if (HEIC_BRANDS.has(ascii(head, at, 4))) return true;
  }
  return false;
}

/** Whether a receipt type is an image (Uploadcare's `is_image`): everything but PDF. */
export const isImageType = (type: ReceiptMimeType) => type !== 'application/pdf';
