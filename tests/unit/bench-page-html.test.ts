import { describe, expect, it } from 'vitest';
import { BUDGETS, htmlCell } from '../../scripts/bench/report.ts';

/*
 * The bench's HTML column: the page's compressed body, and Lighthouse's transfer of it against what
 * the first round trip carries (TCP's initial window, 14,600 B): over it, the page paints a round
 * trip later, whatever else it does.
 */
const page = (name: string, htmlCompressedBytes: number, documentTransferBytes: number | undefined) => ({
  name,
  warm: { status: 200, htmlCompressedBytes, htmlEncoding: 'br', warmedUrls: 0 },
  median: { score: 99, lcpSeconds: 1, tbtMs: 0, cls: 0, totalBytes: 0, scriptBytes: 0, documentTransferBytes },
});

describe('the HTML column', () => {
  it('marks a page whose HTML fits the first round trip, headers included', () => {
    expect(BUDGETS.firstRoundTripBytes).toBe(10 * 1460);
    expect(htmlCell(page('home', 14_141, 14_465))).toBe('13.8 KiB (br) ✓ · 14,465 B ✓');
    expect(htmlCell(page('home', 14_141, 14_600))).toMatch(/· 14,600 B ✓$/);
  });

  it('marks one a byte over it, and says so when Lighthouse gave no figure', () => {
    expect(htmlCell(page('category', 14_735, 14_601))).toMatch(/· 14,601 B ✗$/);
    expect(htmlCell(page('category', 14_735, undefined))).toMatch(/· \?$/);
  });

  it('keeps the product page within its own body budget', () => {
    expect(htmlCell(page('product', 15 * 1024, 14_000))).toMatch(/^15\.0 KiB \(br\) ✗ · /);
  });
});
