import { fileTypeFromBuffer } from 'file-type';
import type { ReceiptMimeType } from '../../src/lib/contract/upload-limits.ts';

/*
 * What a receipt really is, read from its first bytes (issue 12 §4, spec §9): JPEG, PNG, WebP,
 * HEIC or PDF, and nothing else. The name and the client's Content-Type are the sender's word; an
 * executable named `receipt.jpg`, an HTML page or an SVG (script inside an image) must never be
 * stored and served back as an image. The magic numbers are file-type's; this module only says
 * which of its answers are receipts.
 */

/**
 * How many leading bytes `sniffReceiptType` is given: enough for every receipt type's signature
 * and for an HEIC's brand list (twelve compatible brands). file-type reads up to 4,100 bytes when it
 * has them, to tell apart formats no receipt is; each upload keeps only this much in memory.
 */
export const SNIFF_BYTES = 64;

/** file-type's answers that are receipts, as the type the store records. */
const RECEIPT_TYPES: Readonly<Record<string, ReceiptMimeType>> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  // An animated PNG is a PNG (its first frame is the still image every viewer shows).
  'image/apng': 'image/png',
  'image/webp': 'image/webp',
  'application/pdf': 'application/pdf',
};

/** The receipt type of a file whose first bytes are `head` (at least `SNIFF_BYTES` when it is that long), or `undefined`. */
export async function sniffReceiptType(head: Uint8Array): Promise<ReceiptMimeType | undefined> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return undefined;
  // An ISO media file (file-type's `heic` or `mp4` by its `ftyp` box) is a receipt only when its brands say HEVC image.
  if (found.ext === 'heic' || found.ext === 'mp4') return isHeic(head) ? 'image/heic' : undefined;
  return RECEIPT_TYPES[found.mime];
}

/*
 * Why the brands are read here: file-type names an ISO media file by its major brand alone. The
 * generic HEIF brands (`mif1`, `msf1`, as many Android cameras write them) are `image/heif` to it
 * whatever the codec, an AVIF's included, and the layered HEVC brands (`heim`, `heis`) an MP4. An
 * HEIC is told by an HEVC brand among the compatible ones (ISO/IEC 23008-12), which it does not read.
 */

// HEIF brands of HEVC-coded images: an iPhone photo's `ftyp` names one of them.
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);
// Generic HEIF brands: HEIC only when a HEVC brand is among the compatible ones (else AVIF or other).
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);

const ascii = (bytes: Uint8Array, from: number) => String.fromCharCode(...bytes.subarray(from, from + 4));

// The `ftyp` box: size (4 bytes), `ftyp`, major brand, minor version, then compatible brands to the box's end.
function isHeic(head: Uint8Array): boolean {
  if (head.length < 16 || ascii(head, 4) !== 'ftyp') return false;
  const boxSize = new DataView(head.buffer, head.byteOffset, head.byteLength).getUint32(0);
  if (boxSize < 16 || boxSize % 4 !== 0) return false;
  const major = ascii(head, 8);
  if (HEIC_BRANDS.has(major)) return true;
  if (!GENERIC_HEIF_BRANDS.has(major)) return false;
  for (let at = 16; at + 4 <= Math.min(boxSize, head.length); at += 4) {
    if (HEIC_BRANDS.has(ascii(head, at))) return true;
  }
  return false;
}

/** Whether a receipt type is an image (Uploadcare's `is_image`): everything but PDF. */
export const isImageType = (type: ReceiptMimeType) => type !== 'application/pdf';
