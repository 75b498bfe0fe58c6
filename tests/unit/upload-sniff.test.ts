import { describe, expect, it } from 'vitest';
import { contentDisposition, receiptName } from '../../api/uploads/names.ts';
import { sniffReceiptType } from '../../api/uploads/sniff.ts';
import { ftyp, HEADS } from './support/receipts.ts';

// Receipt types are judged by their first bytes (issue 12 §4, spec §9): JPEG, PNG, WebP, HEIC, PDF.
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const SAMPLES = HEADS;

describe('sniffReceiptType', () => {
  it.each([
    ['a JPEG', SAMPLES.jpeg, 'image/jpeg'],
    ['a PNG', SAMPLES.png, 'image/png'],
    ['a WebP', SAMPLES.webp, 'image/webp'],
    ['an iPhone HEIC (major brand heic)', SAMPLES.heic, 'image/heic'],
    ['a HEIC with the generic mif1 brand and heic among the compatible ones', ftyp('mif1', 'miaf', 'heic'), 'image/heic'],
    ['a HEIC sequence (hevc)', ftyp('hevc', 'msf1'), 'image/heic'],
    ['a PDF', SAMPLES.pdf, 'application/pdf'],
  ])('knows %s', (_, head, type) => {
    expect(sniffReceiptType(head)).toBe(type);
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
  ])('refuses %s', (_, head) => {
    expect(sniffReceiptType(head)).toBeUndefined();
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
