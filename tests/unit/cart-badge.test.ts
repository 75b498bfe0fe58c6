import { describe, expect, it } from 'vitest';
import { addItem, EMPTY_CART, MAX_CART_LINES, type Cart } from '../../src/lib/cart.ts';
import { parseStoredCart, serializeCart } from '../../src/lib/cart-storage.ts';
import { formatNumber } from '../../src/lib/messages/format.ts';
import { headerMessages } from '../../src/lib/messages/header.ts';
import { CART_BADGE_SCRIPT } from '../../src/scripts/cart-badge.ts';
import { CART_VERSION } from '../../src/lib/cart-serialize.ts';
import { MAX_LINE_QUANTITY } from '../../src/lib/contract/limits.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { pen, sku } from './fixtures.ts';

/*
 * Issue 23 §2: the badge's inline script writes the stored count before the first paint. Run here as
 * the browser runs it (its text, against a page of one badge inside its link), it must write what
 * the island writes once awake: the parsed cart's quantity and `headerMessages.cartLabel`.
 */

/** Runs the script with `stored` under localStorage `cart` on a page in `lang`; what the badge and the link say after. */
function paint(stored: string | null, storage: { getItem(key: string): string | null } = { getItem: () => stored }, lang: 'en' | 'bn' = 'en', intl: unknown = Intl) {
  const forms = renderIn(lang, () => headerMessages.cartLabelForms);
  const link = {
    attributes: new Map<string, string>([['data-label-one', forms.one], ['data-label-other', forms.other]]),
    getAttribute(name: string) { return this.attributes.get(name) ?? null; },
    setAttribute(name: string, value: string) { this.attributes.set(name, value); },
  };
  const badge = { textContent: '', closest: (selector: string) => (selector === 'a' ? link : null) };
  const document = { documentElement: { lang }, querySelector: (selector: string) => (selector === '[data-cart-count]' ? badge : null) };
  new Function('localStorage', 'document', 'Intl', CART_BADGE_SCRIPT)(storage, document, intl);
  return { count: badge.textContent, label: link.getAttribute('aria-label') };
}

/** What the island shows for `raw`, awake. */
const awake = (raw: string | null) => {
  const { quantity } = parseStoredCart(raw);
  return { count: formatNumber(quantity), label: headerMessages.cartLabel(quantity) };
};

const line = (id: number, quantity: number) => ({ id, quantity });
const cartOf = (...lines: { id: number; quantity: number }[]): Cart =>
  lines.reduce((cart, { id, quantity }) => addItem(cart, pen, sku({ id }), quantity), EMPTY_CART);

describe('the cart badge before any island wakes', () => {
  it('writes the stored count and the button’s name, as the island does', () => {
    for (const cart of [cartOf(), cartOf(line(1, 1)), cartOf(line(1, 2), line(2, 3)), cartOf(line(1, 999), line(2, 999))]) {
      const raw = serializeCart(cart);
      expect(paint(raw)).toEqual(awake(raw));
    }
    expect(paint(serializeCart(cartOf(line(1, 1))))).toEqual({ count: '1', label: 'Cart, 1 item' });
    expect(paint(serializeCart(cartOf(line(1, 2), line(2, 3))))).toEqual({ count: '5', label: 'Cart, 5 items' });
  });

  it('on a Bangla page, writes Bangla digits and the Bangla name, as the island does there', () => {
    const raw = serializeCart(cartOf(line(1, 999), line(2, 999), line(3, 2)));
    expect(paint(raw, undefined, 'bn')).toEqual({ count: '২,০০০', label: 'কার্ট, ২,০০০টি পণ্য' });
    expect(paint(raw, undefined, 'bn')).toEqual(renderIn('bn', () => awake(raw)));
  });

  it('groups a large count as the shop writes numbers', () => {
    const many = Array.from({ length: 3 }, (_, i) => line(i + 1, 999));
    expect(paint(serializeCart(cartOf(...many)))).toEqual({ count: '2,997', label: 'Cart, 2,997 items' });
  });

  it('says 0 for no cart, corrupt JSON, an unknown version or a quantity no cart can hold', () => {
    const valid = JSON.parse(serializeCart(cartOf(line(1, 2))));
    const cases = [
      null,
      '{not json',
      'null',
      JSON.stringify({ ...valid, version: 3 }),
      JSON.stringify({ ...valid, items: 'lots' }),
      ...[0, -1, 1.5, 1000, '2', null].map((quantity) => JSON.stringify({ ...valid, items: [{ ...valid.items[0], quantity }] })),
    ];
    for (const raw of cases) expect(paint(raw), String(raw)).toEqual({ count: '0', label: 'Cart, 0 items' });
    for (const raw of cases) expect(awake(raw)).toEqual({ count: '0', label: 'Cart, 0 items' });
  });

  it('counts an unversioned cart of older code, and no more lines than a cart holds', () => {
    const valid = JSON.parse(serializeCart(cartOf(line(1, 2))));
    expect(paint(JSON.stringify({ items: valid.items }))).toMatchObject({ count: '2' });
    const over = { ...valid, items: Array.from({ length: MAX_CART_LINES + 5 }, (_, i) => ({ ...valid.items[0], sku: { ...valid.items[0].sku, id: i + 1 } })) };
    expect(paint(JSON.stringify(over))).toEqual(awake(JSON.stringify(over)));
  });

  it('writes the counts a cart can hold as the island does, in both languages', () => {
    const most = MAX_CART_LINES * MAX_LINE_QUANTITY;
    const stored = (n: number) => JSON.stringify({
      version: CART_VERSION,
      items: [...Array.from({ length: Math.floor(n / MAX_LINE_QUANTITY) }, () => MAX_LINE_QUANTITY), ...(n % MAX_LINE_QUANTITY ? [n % MAX_LINE_QUANTITY] : [])].map((quantity) => ({ quantity })),
    });
    // Every count up to 1,100 (the first comma), then every 37th, each width's edges and the largest.
    const counts = [...Array.from({ length: 1101 }, (_, n) => n), ...Array.from({ length: Math.floor(most / 37) }, (_, i) => 1101 + i * 37), 9_999, 10_000, 10_001, most - 1, most].filter((n) => n <= most);
    for (const lang of ['en', 'bn'] as const) {
      const wrong = counts.filter((n) => paint(stored(n), undefined, lang).count !== renderIn(lang, () => formatNumber(n)));
      expect(wrong, lang).toEqual([]);
    }
    expect(paint(stored(most), undefined, 'bn').count).toBe('৪৯,৯৫০');
  });

  it('makes no Intl.NumberFormat: the first one a page makes loads the number data, and this script holds the first paint', () => {
    const pluralsOnly = { PluralRules: Intl.PluralRules };
    expect(paint(serializeCart(cartOf(line(1, 999), line(2, 999), line(3, 2))), undefined, 'bn', pluralsOnly)).toEqual({ count: '২,০০০', label: 'কার্ট, ২,০০০টি পণ্য' });
    expect(paint(null, undefined, 'en', pluralsOnly)).toEqual({ count: '0', label: 'Cart, 0 items' });
  });

  it('says 0 when the storage cannot be read (blocked cookies and site data)', () => {
    expect(paint(null, { getItem: () => { throw new DOMException('blocked', 'SecurityError'); } })).toEqual({ count: '0', label: 'Cart, 0 items' });
  });
});
