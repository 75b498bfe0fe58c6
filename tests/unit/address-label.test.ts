import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { labelText, presetOf } from '../../src/lib/address-label.ts';
import type { Address } from '../../src/lib/contract/address.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { AddressCard } from '../../src/islands/address/AddressCard.tsx';
import { LabelChoice } from '../../src/islands/address/LabelChoice.tsx';

// An address's label (issue 10 §4): the presets are saved as `home` and `office` and named in the
// page's language; older addresses saved with the words read as the presets; a typed label is the shopper's.

describe('the preset a saved label names', () => {
  it('is the stable value itself', () => {
    expect(presetOf('home')).toBe('home');
    expect(presetOf('office')).toBe('office');
  });

  it('is read off the words older addresses were saved with, in either language, any case, spaces around ignored', () => {
    expect(presetOf('Home')).toBe('home');
    expect(presetOf('  OFFICE ')).toBe('office');
    expect(presetOf('বাসা')).toBe('home');
    expect(presetOf(' অফিস')).toBe('office');
  });

  it('is none for a label the shopper typed, even one with a preset’s word in it', () => {
    for (const label of ['Mother’s house', 'Home 2', 'Office (Gulshan)', 'নানুর বাসা', '', 'constructor', '__proto__', 'toString']) {
      expect(presetOf(label), label).toBeUndefined();
    }
  });
});

describe('what a label shows', () => {
  it('names a preset in the page’s language, whichever language it was saved in', () => {
    for (const saved of ['home', 'Home', 'বাসা']) {
      expect(renderIn('en', () => labelText(saved))).toBe('Home');
      expect(renderIn('bn', () => labelText(saved))).toBe('বাসা');
    }
    expect(renderIn('en', () => labelText('অফিস'))).toBe('Office');
    expect(renderIn('bn', () => labelText('office'))).toBe('অফিস');
  });

  it('keeps a typed label as typed, on both languages’ pages', () => {
    expect(renderIn('en', () => labelText('নানুর বাসা'))).toBe('নানুর বাসা');
    expect(renderIn('bn', () => labelText('Mother’s house'))).toBe('Mother’s house');
  });
});

const address: Address = {
  id: 7,
  userId: 1,
  label: 'home',
  recipientName: 'Rina Akter',
  phone: '+8801712345678',
  divisionId: 1,
  districtId: 1,
  upazilaId: 1,
  cityAreaId: null,
  divisionName: 'Chattagram',
  districtName: 'Cumilla',
  areaName: 'Debidwar',
  addressLine: 'House 12, Road 3',
  postcode: null,
  isDefault: true,
  dateCreated: '2026-11-23T10:00:00.000Z',
};

describe('the address list’s card', () => {
  const card = (locale: 'en' | 'bn', label: string) =>
    renderIn(locale, () => renderToStaticMarkup(createElement(AddressCard, { address: { ...address, label }, busy: false, onEdit() {}, onRemove() {}, onMakeDefault() {}, onWarm() {} })));
  const heading = (markup: string) => /<h3 [^>]*>([^<]*)</.exec(markup)?.[1];

  it('is headed by the preset’s name in the page’s language', () => {
    expect(heading(card('en', 'home'))).toBe('Home');
    expect(heading(card('bn', 'home'))).toBe('বাসা');
    expect(heading(card('en', 'বাসা'))).toBe('Home'); // saved on a Bangla page before presets were values
  });

  it('is headed by a typed label as typed', () => {
    expect(heading(card('bn', 'Mother’s house'))).toBe('Mother’s house');
  });
});

describe('the form’s label choice', () => {
  const choice = (locale: 'en' | 'bn', initial?: string) => renderIn(locale, () => renderToStaticMarkup(createElement(LabelChoice, { initial, errors: {} })));
  /** The radios' values and names, and which one is checked. */
  const radios = (markup: string) =>
    [...markup.matchAll(/<input type="radio" name="label"([^>]*)\/>([^<]*)</g)].map(([, attributes = '', name]) => ({
      value: /value="([^"]*)"/.exec(attributes)?.[1],
      name,
      checked: attributes.includes('checked=""'),
    }));

  it('saves the presets’ stable values, named in the page’s language, Home chosen for a new address', () => {
    expect(radios(choice('bn'))).toEqual([
      { value: 'home', name: 'বাসা', checked: true },
      { value: 'office', name: 'অফিস', checked: false },
      { value: '', name: 'অন্যান্য', checked: false },
    ]);
    expect(radios(choice('en')).map(({ value, name }) => [value, name])).toEqual([['home', 'Home'], ['office', 'Office'], ['', 'Other']]);
  });

  it('opens an address saved with a preset’s words (either language) on that preset', () => {
    expect(radios(choice('en', 'অফিস')).find((radio) => radio.checked)?.value).toBe('office');
    expect(radios(choice('bn', 'Home')).find((radio) => radio.checked)?.value).toBe('home');
  });

  it('opens a typed label on Other, the word in its text box as typed', () => {
    const markup = choice('en', 'নানুর বাসা');
    expect(radios(markup).find((radio) => radio.checked)?.value).toBe('');
    expect(markup).toMatch(/<input[^>]*name="labelOther"[^>]*value="নানুর বাসা"/);
  });
});
