import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addItem, clearCart } from '../../src/lib/cart.ts';
import { cartProductOf, type CartProductSource } from '../../src/lib/cart-product.ts';
import { parseStoredCart, serializeCart } from '../../src/lib/cart-storage.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import {
  englishLang, localName, nameLang, otherName, pageLangWithinEnglish, withLocalNames,
} from '../../src/lib/i18n/names.ts';
import type { ProductSummary } from '../../src/lib/product-summary.ts';
import { returnMessages } from '../../src/lib/messages/returns.ts';
import LineName from '../../src/ui/LineName.tsx';
import MessageWith from '../../src/ui/MessageWith.tsx';
import ProductCard from '../../src/ui/ProductCard.tsx';
import { pen, sku } from './fixtures.ts';

const notebook = { name: 'Matador Notebook', nameBn: 'মাতাদোর খাতা' };
const unnamed = { name: 'Deli Stapler', nameBn: '' };
const blank = { name: 'Deli Stapler', nameBn: '  ' };
const old = { name: 'Deli Stapler' };

describe('catalogue names in the page’s language (issue 24 §4)', () => {
  it('show the Bangla name on a Bangla page, the English one without it', () => {
    expect(renderIn('bn', () => localName(notebook))).toBe('মাতাদোর খাতা');
    for (const item of [unnamed, blank, old]) expect(renderIn('bn', () => localName(item))).toBe('Deli Stapler');
  });

  it('show the English name on an English page, whatever the Bangla one', () => {
    expect(renderIn('en', () => localName(notebook))).toBe('Matador Notebook');
    expect(renderIn('en', () => localName(unnamed))).toBe('Deli Stapler');
  });

  it('mark an English name on a Bangla page as English, and nothing else', () => {
    expect(renderIn('bn', () => nameLang(notebook))).toBeUndefined();
    for (const item of [unnamed, blank, old]) expect(renderIn('bn', () => nameLang(item))).toBe('en');
    for (const item of [notebook, unnamed, old]) expect(renderIn('en', () => nameLang(item))).toBeUndefined();
  });

  it('mark English-only text (descriptions, options) on a Bangla page only', () => {
    expect(renderIn('bn', () => englishLang())).toBe('en');
    expect(renderIn('en', () => englishLang())).toBeUndefined();
    expect(renderIn('bn', () => pageLangWithinEnglish())).toBe('bn');
    expect(renderIn('en', () => pageLangWithinEnglish())).toBeUndefined();
  });

  it('give the other language’s name to show beneath: the mirror of an English page', () => {
    expect(renderIn('en', () => otherName(notebook))).toEqual({ text: 'মাতাদোর খাতা', lang: 'bn' });
    expect(renderIn('bn', () => otherName(notebook))).toEqual({ text: 'Matador Notebook', lang: 'en' });
    // Without a Bangla name, a Bangla page's English name is already the one above: none twice.
    expect(renderIn('bn', () => otherName(unnamed))).toEqual({ text: '', lang: 'en' });
    expect(renderIn('en', () => otherName(old))).toEqual({ text: '', lang: 'bn' });
  });

  it('hand an island the Bangla name on a Bangla page only, an English page’s props unchanged', () => {
    const category = { id: 3, name: 'Notebooks', slug: 'notebooks', nameBn: 'খাতা' };
    expect(renderIn('bn', () => withLocalNames(category))).toEqual(category);
    const english = renderIn('en', () => withLocalNames(category));
    expect(english).toEqual({ id: 3, name: 'Notebooks', slug: 'notebooks' });
    expect(Object.keys(english)).toEqual(['id', 'name', 'slug']);
  });
});

const line = { name: 'Matador Notebook', nameBn: 'মাতাদোর খাতা', options: 'Size: A5, Color: Blue', optionsBn: 'সাইজ: এ৫, রং: নীল' };

describe('an order line’s name and options in the page’s language', () => {
  const markup = (locale: 'en' | 'bn', shown: Parameters<typeof LineName>[0]['line']) => renderIn(locale, () => renderToStaticMarkup(createElement(LineName, { line: shown })));

  it('are the Bangla the order kept on a Bangla page, the English on an English one', () => {
    expect(markup('bn', line)).toBe('<span>মাতাদোর খাতা</span> · <span>সাইজ: এ৫, রং: নীল</span>');
    expect(markup('en', line)).toBe('<span>Matador Notebook</span> · <span>Size: A5, Color: Blue</span>');
  });

  it('are the English marked so on a Bangla page where the order kept no Bangla (placed before it did)', () => {
    expect(markup('bn', { name: 'Deli Stapler', options: 'Size: A5' })).toBe('<span lang="en">Deli Stapler</span> · <span lang="en">Size: A5</span>');
    // A product with no Bangla name still has its options in Bangla.
    expect(markup('bn', { name: 'Deli Stapler', options: 'Color: Blue', optionsBn: 'রং: নীল' })).toBe('<span lang="en">Deli Stapler</span> · <span>রং: নীল</span>');
    expect(markup('bn', { name: 'Deli Stapler', nameBn: 'ডেলি স্ট্যাপলার', options: '' })).toBe('<span>ডেলি স্ট্যাপলার</span>');
  });
});

describe('a message with an order line in it (the returns form’s labels)', () => {
  const label = (locale: 'en' | 'bn', shown: Parameters<typeof LineName>[0]['line'], max: number) =>
    renderIn(locale, () => renderToStaticMarkup(createElement(MessageWith, { message: (slot) => returnMessages.quantityOf(slot, max), children: createElement(LineName, { line: shown }) })));

  it('keeps the message’s words around the line, in its own order in either language', () => {
    expect(label('en', line, 2)).toBe('How many of <span>Matador Notebook</span> · <span>Size: A5, Color: Blue</span> to return (up to 2)');
    expect(label('bn', line, 2)).toBe('<span>মাতাদোর খাতা</span> · <span>সাইজ: এ৫, রং: নীল</span> কয়টি ফেরত দেবেন (সর্বোচ্চ ২টি)');
  });

  it('marks an English name inside a Bangla label as English', () => {
    expect(label('bn', { name: 'Deli Stapler' }, 1)).toBe('<span lang="en">Deli Stapler</span> কয়টি ফেরত দেবেন (সর্বোচ্চ ১টি)');
  });
});

describe('a product card in either language', () => {
  const card: ProductSummary = {
    id: 12, name: 'Matador Notebook', nameBn: 'মাতাদোর খাতা',
    image: { src: 'http://localhost:8787/media/products/12-1.webp', width: 800, height: 800 },
    price: 120, salePrice: null, regularPrice: null, variants: 1, inStock: true, off: null,
  };
  const render = (locale: 'en' | 'bn', product = card) => renderIn(locale, () => renderToStaticMarkup(createElement(ProductCard, { product })));

  it('on an English page: the English name, the Bangla one beneath, as before', () => {
    const html = render('en');
    expect(html).toContain('<h3 class="product-card__name">Matador Notebook</h3>');
    expect(html).toContain('<p class="product-card__bn" lang="bn">মাতাদোর খাতা</p>');
    expect(html).not.toContain('lang="en"');
    expect(html).toMatch(/<img[^>]* alt=""/);
  });

  it('on a Bangla page: the Bangla name, the English one beneath marked English, the picture decorative', () => {
    const html = render('bn');
    expect(html).toContain('<h3 class="product-card__name">মাতাদোর খাতা</h3>');
    expect(html).toContain('<p class="product-card__bn" lang="en">Matador Notebook</p>');
    // The name in the same link says what the picture shows: an alt text would say it again, in English.
    expect(html).toMatch(/<img[^>]* alt=""/);
    expect(html).not.toContain('front view');
    expect(html).toMatch(/class="card-heart"[^>]* aria-label="[^"]*: মাতাদোর খাতা"/);
  });

  it('words its discount badge in the page\'s language: Bangla digits and words on a Bangla page', () => {
    const percent = { ...card, off: { type: 'percent' as const, value: 10 } };
    expect(render('en', percent)).toContain('<span class="badge-sale product-card__badge">10% off</span>');
    expect(render('bn', percent)).toContain('<span class="badge-sale product-card__badge">১০% ছাড়</span>');
    const amount = render('bn', { ...card, off: { type: 'fixed' as const, value: 50 } });
    expect(amount).toMatch(/<span class="badge-sale product-card__badge">[^<]*৫০[^<]*<\/span>/);
    expect(amount).not.toMatch(/badge[^>]*lang="en"/);
  });

  it('on a Bangla page without a Bangla name: the English name, marked English, once', () => {
    const html = render('bn', { ...card, nameBn: '' });
    expect(html).toContain('<h3 class="product-card__name" lang="en">Matador Notebook</h3>');
    expect(html.match(/Matador Notebook</g)).toHaveLength(1);
  });
});

describe('a cart line keeps the Bangla name', () => {
  const image = (src: string) => ({ src, width: 800, height: 800, alt: 'A pen' });
  const product = {
    id: 7, name: 'Matador Pinpoint Ball Pen', nameBn: 'মাতাদোর পিনপয়েন্ট বল পেন', slug: 'matador-pinpoint-7',
    images: [image('http://localhost:8787/media/products/7-1.webp')], discount: null, categoryId: 3,
  } satisfies CartProductSource;

  it('from the product page, through storage, to a Bangla page', () => {
    const line = cartProductOf(product);
    expect(line.nameBn).toBe('মাতাদোর পিনপয়েন্ট বল পেন');
    const cart = parseStoredCart(serializeCart(addItem(clearCart(), line, sku(), 1)));
    expect(cart.items[0]!.product.nameBn).toBe('মাতাদোর পিনপয়েন্ট বল পেন');
    expect(renderIn('bn', () => localName(cart.items[0]!.product))).toBe('মাতাদোর পিনপয়েন্ট বল পেন');
  });

  it('a cart saved before it was kept reads back, shown by its English name', () => {
    const cart = parseStoredCart(serializeCart(addItem(clearCart(), pen, sku(), 1)));
    expect(cart.items[0]!.product).not.toHaveProperty('nameBn');
    expect(renderIn('bn', () => localName(cart.items[0]!.product))).toBe(pen.name);
    expect(renderIn('bn', () => nameLang(cart.items[0]!.product))).toBe('en');
  });
});
