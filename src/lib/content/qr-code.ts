import QRCode from 'qrcode';

/*
 * The contact page's QR code, drawn at build time as inline SVG by the kept `qrcode` package: no
 * image to fetch, no script in the browser. Its SVG carries presentation attributes only (fill,
 * stroke, shape-rendering), no `style`, so the pages' CSP has nothing to allow.
 */

/** What the page needs of a drawn code: its accessible name and its size on screen, in CSS pixels. */
export interface QrSvgOptions {
  name: string;
  width: number;
}

/** Light modules around the code: the quiet zone the standard asks scanners to find it by. */
const QUIET_ZONE = 4;
/** The page's ink on white: dark enough on every screen for a phone camera (`--ink`). */
const COLOURS = { dark: '#1d2420', light: '#ffffff' };

/** `text` as an SVG QR code (level M), named for screen readers as one image. */
export async function qrSvg(text: string, { name, width }: QrSvgOptions): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: QUIET_ZONE, width, color: COLOURS });
  // qrcode writes no accessibility attributes: the root becomes one image with the name given.
  return svg.trim().replace(/^<svg /, `<svg role="img" aria-label="${escapeAttribute(name)}" `);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
