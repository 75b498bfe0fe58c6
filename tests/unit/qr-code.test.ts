import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrSvg } from '../../src/lib/content/qr-code.ts';

// The contact page's QR code (issue 13 §1), drawn at build time by the `qrcode` package. What
// matters is that a phone reads back exactly what the page means: each code is rasterised the way
// a browser paints it (sharp, librsvg) and decoded by a real decoder (jsQR).
const WIDTH = 176;

/** The SVG as RGBA pixels, at its size on the page. */
async function pixels(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

async function decode(svg: string): Promise<string | undefined> {
  const { data, width, height } = await pixels(svg);
  // Not inverted: many phone scanners read dark modules on light only.
  return jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data;
}

describe('qrSvg', () => {
  it.each([
    'https://wa.me/8801712345678',
    'http://localhost:4321/contact',
    'https://kolom.com.bd/contact?utm_source=shop-counter&utm_medium=qr',
  ])('draws a code a phone reads back as exactly %s, at the size the page shows it', async (text) => {
    expect(await decode(await qrSvg(text, { name: 'QR code', width: WIDTH }))).toBe(text);
  });

  it('holds a long WhatsApp link with a greeting, still readable at the size the page shows it', async () => {
    const text = `https://wa.me/8801712345678?text=${encodeURIComponent('Hello Kolom, I would like to ask about a gift box for Pohela Boishakh.')}`;
    expect(await decode(await qrSvg(text, { name: 'QR code', width: WIDTH }))).toBe(text);
  });

  it('is one image named for screen readers, its name escaped', async () => {
    const svg = await qrSvg('https://wa.me/8801712345678', { name: 'QR code: "Chat" <now> & more', width: WIDTH });
    expect(svg).toMatch(/^<svg role="img" aria-label="QR code: &quot;Chat&quot; &lt;now&gt; &amp; more" /);
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('is the size the page asks for, with a light quiet zone all round that scanners find it by', async () => {
    const svg = await qrSvg('https://wa.me/8801712345678', { name: 'QR code', width: WIDTH });
    expect(svg).toContain(`width="${WIDTH}" height="${WIDTH}"`);
    const { data, width, height } = await pixels(svg);
    expect([width, height]).toEqual([WIDTH, WIDTH]);
    // Four modules of a 29-module code at 176 px are 19 px: the outer 16 px are white on every side.
    const dark: string[] = [];
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const edge = Math.min(x, y, width - 1 - x, height - 1 - y) < 16;
        if (edge && data[(y * width + x) * 4]! < 200) dark.push(`${x},${y}`);
      }
    }
    expect(dark).toEqual([]);
  });

  it('needs nothing the pages’ CSP forbids: no style attribute or element, no script, no link', async () => {
    const svg = await qrSvg('https://wa.me/8801712345678', { name: 'QR code', width: WIDTH });
    expect(svg).not.toMatch(/style|<script|href|on[a-z]+=/i);
  });
});
