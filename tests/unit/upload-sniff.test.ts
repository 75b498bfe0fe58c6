import { describe, expect, it } from 'vitest';
import { contentDisposition, receiptName } from '../../api/uploads/names.ts';
import { sniffReceiptType } from '../../api/uploads/sniff.ts';
import { ftyp, HEADS } from './support/receipts.ts';

// Receipt types are judged by their first bytes (issue 12 §4, spec §9): JPEG, PNG, WebP, HEIC, PDF,
// file-type reading the signatures and api/uploads/sniff.ts choosing which of its answers are receipts.
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const SAMPLES = HEADS;
// An animated PNG: its acTL chunk right after IHDR, as encoders write it.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const APNG = bytes(PNG_SIGNATURE, [0, 0, 0, 13], 'IHDR', new Array(13).fill(1), [0, 0, 0, 0], [0, 0, 0, 8], 'acTL', new Array(12).fill(0));

describe('sniffReceiptType', () => {
  it.each([
    ['a JPEG', SAMPLES.jpeg, 'image/jpeg'],
    ['a PNG', SAMPLES.png, 'image/png'],
    ['a WebP', SAMPLES.webp, 'image/webp'],
    ['an iPhone HEIC (major brand heic)', SAMPLES.heic, 'image/heic'],
    ['a HEIC with the generic mif1 brand and heic among the compatible ones', ftyp('mif1', 'miaf', 'heic'), 'image/heic'],
    ['a HEIC sequence (hevc)', ftyp('hevc', 'msf1'), 'image/heic'],
    ['a PDF', SAMPLES.pdf, 'application/pdf'],
    // Brands file-type does not call HEIC by themselves (it says image/heif, or video/mp4).
    ['a HEIC sequence with the generic msf1 brand and hevc among the compatible ones', ftyp('msf1', 'iso8', 'hevc'), 'image/heic'],
    ['a layered HEIC (heim)', ftyp('heim', 'mif1'), 'image/heic'],
    ['a layered HEIC sequence (heis)', ftyp('heis', 'msf1'), 'image/heic'],
    ['an animated PNG (a PNG whatever its frames)', APNG, 'image/png'],
  ])('knows %s', async (_, head, type) => {
    expect(await sniffReceiptType(head)).toBe(type);
  });

  it.each([
    ['a PNG named receipt.pdf', SAMPLES.png, 'image/png'],
    ['a PDF named receipt.jpg', SAMPLES.pdf, 'application/pdf'],
  ])('types %s by its bytes, whatever the name says', async (_, head, type) => {
    expect(await sniffReceiptType(head)).toBe(type);
  });

  it.each([
    ['an ELF executable (named receipt.jpg or not)', HEADS.elf],
    ['a Windows PE executable', HEADS.pe],
    ['an HTML page', HEADS.html],
    ['an HTML page after a BOM', bytes([0xef, 0xbb, 0xbf], '<html><body>')],
    ['an SVG image (it may carry script)', HEADS.svg],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['a GIF', bytes('GIF89a', new Array(20).fill(0))],
    ['an AVIF (HEIF, but not HEVC)', ftyp('avif', 'mif1', 'miaf')],
    ['a generic HEIF with no HEVC brand', ftyp('mif1', 'avif')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['a RIFF that is not WebP (a WAV)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['a ZIP (a .docx too)', bytes('PK', [3, 4], new Array(30).fill(0))],
    ['a PDF signature not at the start', bytes('junk%PDF-1.4')],
    ['a JPEG cut to two bytes', bytes([0xff, 0xd8])],
    ['an empty file', Buffer.alloc(0)],
    ['an MP4 naming heic only among its compatible brands', ftyp('isom', 'heic')],
    ['an ftyp box whose size is not whole brands', bytes([0, 0, 0, 18], 'ftyp', 'mif1', [0, 0, 0, 0], 'heic', [0, 0])],
  ])('refuses %s', async (_, head) => {
    expect(await sniffReceiptType(head)).toBeUndefined();
  });
});

describe('receiptName', () => {
  it('keeps the last path segment, drops control and bidi characters, and makes the ending agree with the type', () => {
    expect(receiptName('C:\\fakepath\\bkash receipt.JPG', 'image/jpeg')).toBe('bkash receipt.JPG');
    expect(receiptName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(receiptName('slip\u202egpj.exe', 'image/png')).toBe('slipgpj.exe.png');
    expect(receiptName('line\r\nbreak.pdf', 'application/pdf')).toBe('linebreak.pdf');
    expect(receiptName('', 'image/heic')).toBe('receipt.heic');
    expect(receiptName('..', undefined)).toBe('receipt');
  });
});

describe('contentDisposition', () => {
  it('quotes an ASCII fallback that cannot break out, and gives the exact name in RFC 5987 form', () => {
    expect(contentDisposition('bkash "slip"; x.jpg')).toBe(`inline; filename="bkash _slip__ x.jpg"; filename*=UTF-8''bkash%20%22slip%22%3B%20x.jpg`);
    expect(contentDisposition('রসিদ.pdf', 'attachment')).toBe(`attachment; filename="____.pdf"; filename*=UTF-8''%E0%A6%B0%E0%A6%B8%E0%A6%BF%E0%A6%A6.pdf`);
  });
});
