import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encodeQr, qrPath } from '../../src/lib/content/qr-code.ts';

// The contact page's QR code (issue 13 §1), drawn at build time.
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('encodeQr', () => {
  it('picks the smallest version that holds the text: 21 modules for a few bytes, up to 57 (version 10)', () => {
    expect(encodeQr('A').size).toBe(21);
    expect(encodeQr('https://wa.me/8801712345678').size).toBe(29);
    expect(encodeQr('x'.repeat(200)).size).toBe(57);
    expect(() => encodeQr('x'.repeat(214))).toThrow(/Too long/);
  });

  it('draws the three finder patterns in their corners, with the timing pattern between them', () => {
    const { size, modules } = encodeQr('tel:+8809610123456');
    const finderRow = [true, true, true, true, true, true, true, false];
    for (const [x, y] of [[0, 0], [size - 7, 0], [0, size - 7]] as const) {
      expect(modules[y]!.slice(x, x + 7)).toEqual(finderRow.slice(0, 7));
      expect(modules[y + 3]!.slice(x, x + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    expect(modules[6]!.slice(8, size - 8)).toEqual(Array.from({ length: size - 16 }, (_, i) => i % 2 === 0));
    expect(modules[size - 8]![8]).toBe(true); // the dark module
  });

  // Codes checked by decoding them with zbarimg 0.23.92 when this encoder was written; any change
  // to the output must be checked the same way before these fingerprints are updated.
  it('draws exactly the codes a real decoder read back', () => {
    expect(sha256(qrPath(encodeQr('https://wa.me/8801712345678')))).toBe('c9e6a7083a40e53ace48f4f7e5bc2c16b720e06904792422b10d1b1c6f15bf9c');
    expect(sha256(qrPath(encodeQr('x'.repeat(200))))).toBe('2d2fcde9d383332be893a5caf1c0ab5f0234db35684fedbf6071db12e2b753fe');
  });
});

describe('qrPath', () => {
  it('draws one unit square per dark module', () => {
    const code = { size: 2, modules: [[true, false], [false, true]] };
    expect(qrPath(code)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
