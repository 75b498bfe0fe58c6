import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { addItem, clearCart } from '../../src/lib/cart.ts';
import { parseStoredCart, serializeCart } from '../../src/lib/cart-storage.ts';
import type { Sku } from '../../src/lib/contract/index.ts';
import type { ContentBullet } from '../../src/lib/contract/site-content.ts';
import { namedDivisions } from '../../src/lib/content/outlet-view.ts';
import { shownBullet, shownPage, type PageTexts } from '../../src/lib/content/page-language.ts';
import { shopContactOf } from '../../src/lib/content/shop-contact.ts';
import { reshapeSku } from '../../src/lib/api/reshape.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { localText, showsBangla, textLang } from '../../src/lib/i18n/names.ts';
import { attributeChoices, describeSku } from '../../src/lib/sku-picker.ts';
import { skuLang } from '../../src/lib/sku-label.ts';
import ProductPurchase from '../../src/islands/ProductPurchase.tsx';
import { pen, sku } from './fixtures.ts';

// The content and the option labels in the page's language (issue 24 §4): the Bangla the API sends
// beside the English on a Bangla page, the English where it has none, marked lang="en"; an English
// page as it always was.
const bn = <T>(read: () => T) => renderIn('bn', read);
const en = <T>(read: () => T) => renderIn('en', read);

describe('localText and textLang', () => {
  it('show the Bangla on a Bangla page, the English (marked) without it, and the English on an English page', () => {
    expect(bn(() => [localText('Dhaka', 'ঢাকা'), textLang('ঢাকা'), showsBangla('ঢাকা')])).toEqual(['ঢাকা', undefined, true]);
    for (const none of [undefined, '', '  ']) expect(bn(() => [localText('Dhaka', none), textLang(none)])).toEqual(['Dhaka', 'en']);
    expect(en(() => [localText('Dhaka', 'ঢাকা'), textLang('ঢাকা'), textLang(undefined)])).toEqual(['Dhaka', undefined, undefined]);
  });
});

describe('a content page in the page’s language', () => {
  const toc = [{ id: 'refunds', text: 'Refunds', level: 2 as const }];
  const tocBn = [{ id: 'টাকা-ফেরত', text: 'টাকা ফেরত', level: 2 as const }];
  const page: PageTexts = {
    title: 'Return policy', summary: 'Seven days.', html: '<h2 id="refunds">Refunds</h2>', toc,
    titleBn: 'রিটার্ন নীতি', summaryBn: '৭ দিন।', htmlBn: '<h2 id="টাকা-ফেরত">টাকা ফেরত</h2>', tocBn,
  };

  it('is in Bangla on a Bangla page, title, lead, body and its outline alike, nothing marked', () => {
    expect(bn(() => shownPage(page))).toEqual({
      title: 'রিটার্ন নীতি', titleLang: undefined, summary: '৭ দিন।', summaryLang: undefined,
      html: '<h2 id="টাকা-ফেরত">টাকা ফেরত</h2>', htmlLang: undefined, toc: tocBn,
    });
  });

  it('falls back part by part to the English on a Bangla page, each English part marked', () => {
    const partly = { ...page, summaryBn: undefined, htmlBn: undefined, tocBn: undefined };
    expect(bn(() => shownPage(partly))).toEqual({
      title: 'রিটার্ন নীতি', titleLang: undefined, summary: 'Seven days.', summaryLang: 'en',
      html: '<h2 id="refunds">Refunds</h2>', htmlLang: 'en', toc,
    });
  });

  it('is the English, unmarked, on an English page', () => {
    expect(en(() => shownPage(page))).toEqual({
      title: 'Return policy', titleLang: undefined, summary: 'Seven days.', summaryLang: undefined,
      html: '<h2 id="refunds">Refunds</h2>', htmlLang: undefined, toc,
    });
  });

  it('shows a figure’s value and label together in one language, a label written in Bangla as it is', () => {
    const figure: ContentBullet = { slug: 'about', position: 1, value: '64', label: 'districts we deliver to', valueBn: '৬৪', labelBn: 'জেলায় আমাদের ডেলিভারি' };
    expect(bn(() => shownBullet(figure))).toEqual({ value: '৬৪', label: 'জেলায় আমাদের ডেলিভারি', lang: undefined });
    expect(en(() => shownBullet(figure))).toEqual({ value: '64', label: 'districts we deliver to', lang: undefined });
    const english: ContentBullet = { slug: 'about', position: 2, value: 'Social', label: 'Facebook pages' };
    expect(bn(() => shownBullet(english))).toEqual({ value: 'Social', label: 'Facebook pages', lang: 'en' });
    const bangla: ContentBullet = { slug: 'coming-soon', position: 0, value: 'নতুন', label: 'নতুন কলম', lang: 'bn' };
    expect(en(() => shownBullet(bangla)).lang).toBe('bn');
  });
});

describe('outlets and the shop’s texts in the page’s language', () => {
  it('name each division with its Bangla from an outlet that has it', () => {
    const outlets = [
      { division: 'Dhaka' }, { division: 'Dhaka', divisionBn: 'ঢাকা' }, { division: 'Sylhet' },
    ];
    expect(namedDivisions(outlets)).toEqual([{ name: 'Dhaka', nameBn: 'ঢাকা' }, { name: 'Sylhet' }]);
  });

  it('keep the opening hours’ Bangla line by line, empty where the API has none', () => {
    const shop = shopContactOf([
      { key: 'hours', value: 'Saturday to Thursday' }, { key: 'fridayHours', value: 'Friday' }, { key: 'hoursBn', value: 'শনিবার থেকে বৃহস্পতিবার' },
    ]);
    expect(shop.hours).toEqual(['Saturday to Thursday', 'Friday']);
    expect(shop.hoursBn).toEqual(['শনিবার থেকে বৃহস্পতিবার', '']);
  });
});

describe('a sku’s options in the page’s language', () => {
  const labelled = (id: number, option: string, label: string, labelBn?: string): Sku =>
    sku({
      id,
      attributeValues: [{ attribute: 'Color', option, displayLabel: 'Color', optionDisplayLabel: label, displayLabelBn: 'রং', ...(labelBn ? { optionDisplayLabelBn: labelBn } : {}) }],
    });
  const blue = labelled(1, 'blue', 'Blue', 'নীল');
  const teal = labelled(2, 'teal', 'Teal');

  it('label the picker in Bangla where the API has it, an option it has only in English marked so', () => {
    expect(bn(() => attributeChoices([blue, teal]))).toEqual([{
      attribute: 'Color', label: 'রং', lang: undefined,
      options: [{ option: 'blue', label: 'নীল', lang: undefined }, { option: 'teal', label: 'Teal', lang: 'en' }],
    }]);
    expect(en(() => attributeChoices([blue]))).toEqual([{ attribute: 'Color', label: 'Color', lang: undefined, options: [{ option: 'blue', label: 'Blue', lang: undefined }] }]);
  });

  it('name a cart line’s options in Bangla, marked English only when some label has no Bangla', () => {
    expect(bn(() => [describeSku(blue), skuLang(blue)])).toEqual(['রং: নীল', undefined]);
    expect(bn(() => skuLang(teal))).toBe('en');
    expect(bn(() => skuLang(sku()))).toBe('en'); // a line kept from before the API sent Bangla
    expect(en(() => [describeSku(blue), skuLang(blue)])).toEqual(['Color: Blue', undefined]);
  });

  it('keep the labels’ Bangla from the wire through the stored cart', () => {
    const wire = { ...blue, sale_price: null, regular_price: null, attributes: [] };
    expect(reshapeSku(wire).attributeValues[0]).toMatchObject({ displayLabelBn: 'রং', optionDisplayLabelBn: 'নীল' });
    const cart = parseStoredCart(serializeCart(addItem(clearCart(), pen, blue, 1)));
    expect(bn(() => describeSku(cart.items[0]!.sku))).toBe('রং: নীল');
  });

  it('render the product page’s picker in Bangla on a Bangla page, the English-only option marked English', () => {
    const html = bn(() => renderToStaticMarkup(createElement(ProductPurchase, { product: pen, skus: [blue, teal] })));
    expect(html).toMatch(/<legend>রং: <strong>/);
    expect(html).toContain('<span>নীল</span>');
    expect(html).toContain('<span lang="en">Teal</span>');
    const english = en(() => renderToStaticMarkup(createElement(ProductPurchase, { product: pen, skus: [blue] })));
    expect(english).toMatch(/<legend>Color: <strong>/);
    expect(english).not.toContain('lang=');
  });
});
