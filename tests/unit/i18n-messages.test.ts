import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { headerMessages } from '../../src/lib/messages/header.ts';
import { checkoutMessages } from '../../src/lib/messages/checkout.ts';
import { addressMessages } from '../../src/lib/messages/addresses.ts';
import { sortLabels } from '../../src/lib/search/listing-query.ts';
import { formatBDT, formatMoney, formatNumber } from '../../src/lib/messages/format.ts';
import { formatCalendarDate, formatDate } from '../../src/lib/messages/dates.ts';

/*
 * The shop's words in both languages (issue 24 §2): every message of messages/<area>/en.json has
 * its Bangla in bn.json, with the same placeholders, and the tables read them in the page's language.
 */
type Variant = string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
type Catalogue = Record<string, Variant | Variant[]>;

const AREAS = readdirSync('messages', { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort();
const read = (area: string, locale: string): Catalogue => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(`messages/${area}/${locale}.json`, 'utf8')) as Catalogue & { $schema?: string };
  return messages;
};
/** Every text a message can say, whichever variant is chosen. */
const textsOf = (message: Variant | Variant[]): string[] =>
  (Array.isArray(message) ? message : [message]).flatMap((variant) => (typeof variant === 'string' ? [variant] : Object.values(variant.match)));
const placeholders = (texts: string[]) => [...new Set(texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])))].sort();
/** Bangla script, with its full stop (the dari, shared with Devanagari). */
const BANGLA = /[\u0980-\u09FF\u0964\u0965]/;
/** Names a Bangla page writes as the English one does. */
const BRANDS = new Set(['Kolom', 'bKash', 'Nagad', 'Visa', 'Mastercard', 'WhatsApp']);
/** Whether a Bangla text may be written without Bangla: a brand's name, or placeholders, units (KB, MB) and punctuation only. */
const sameInBoth = (text: string) => BRANDS.has(text.trim()) || !/[A-Za-z]/.test(text.replace(/\{\w+\}|\b[KM]B\b/g, ''));

describe('the messages', () => {
  it('are a folder per table module, each listed in the inlang project', () => {
    const modules = readdirSync('src/lib/messages').filter((name) => name.endsWith('.ts') && !['format.ts', 'dates.ts', 'index.ts', 'join.ts'].includes(name)).map((name) => name.replace(/\.ts$/, ''));
    const tables = modules.filter((name) => AREAS.includes(name)).sort();
    expect(AREAS).toEqual(tables);
    // A part of a table apart from it (`<area>-<part>.ts`, words that ship with other code than the
    // table's: header-currency.ts with every page's script) reads only its table's words.
    for (const part of modules.filter((name) => !AREAS.includes(name))) {
      const area = AREAS.find((name) => part.startsWith(`${name}-`));
      expect(area, `${part}.ts is neither a table nor a part of one`).toBeDefined();
      const read = [...readFileSync(`src/lib/messages/${part}.ts`, 'utf8').matchAll(/\bm\.(\w+)\(/g)].map((match) => match[1]!);
      expect(read.length, part).toBeGreaterThan(0);
      for (const id of read) expect(id.startsWith(`${area!.replaceAll('-', '_')}_`), `${part}.ts reads ${id}`).toBe(true);
    }
    const settings = JSON.parse(readFileSync('project.inlang/settings.json', 'utf8')) as { locales: string[]; 'plugin.inlang.messageFormat': { pathPattern: string[] } };
    expect(settings.locales).toEqual(['en', 'bn']);
    expect(settings['plugin.inlang.messageFormat'].pathPattern).toEqual(AREAS.map((area) => `./messages/${area}/{locale}.json`));
  });

  it('are each read by a table: a word no table reads is a word no page says', () => {
    const tables = readdirSync('src/lib/messages').map((name) => readFileSync(`src/lib/messages/${name}`, 'utf8')).join('\n');
    const readByTables = new Set([...tables.matchAll(/\bm\.(\w+)\(/g)].map((match) => match[1]!));
    const unread = AREAS.flatMap((area) => Object.keys(read(area, 'en')).filter((id) => !readByTables.has(id)));
    expect(unread).toEqual([]);
  });

  for (const area of AREAS) {
    it(`of ${area} each have their Bangla, with the same placeholders`, () => {
      const english = read(area, 'en');
      const bangla = read(area, 'bn');
      expect(Object.keys(english).length).toBeGreaterThan(0);
      expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) {
        expect(id.startsWith(`${area.replaceAll('-', '_')}_`), id).toBe(true);
        const banglaTexts = textsOf(bangla[id]!);
        expect(banglaTexts.every((text) => text.trim() !== ''), id).toBe(true);
        expect(placeholders(banglaTexts), id).toEqual(placeholders(textsOf(message)));
        // Written in Bangla, unless the English is a brand's name or only placeholders.
        for (const text of banglaTexts) if (!sameInBoth(text)) expect(text, id).toMatch(BANGLA);
      }
    });
  }
});

describe('a table read on a Bangla page', () => {
  it('says its words in Bangla, numbers in Bangla digits', () => {
    expect(renderIn('bn', () => headerMessages.cartLabel(3))).toBe('কার্ট, ৩টি পণ্য');
    expect(renderIn('bn', () => headerMessages.searchLabel)).toBe('পণ্য খুঁজুন');
    expect(renderIn('bn', () => headerMessages.cartLabelForms)).toEqual({ one: 'কার্ট, {n}টি পণ্য', other: 'কার্ট, {n}টি পণ্য' });
  });

  it('and on an English page, the same table in English', () => {
    expect(renderIn('en', () => headerMessages.cartLabel(1))).toBe('Cart, 1 item');
    expect(headerMessages.cartLabel(1200)).toBe('Cart, 1,200 items'); // no page: the base language
  });

  it('joined of two (checkout and the order’s money, the address list and form) reads each word when used', () => {
    expect(renderIn('bn', () => checkoutMessages.total)).toMatch(BANGLA);
    expect(renderIn('en', () => checkoutMessages.total)).toBe('Total');
    expect(renderIn('bn', () => addressMessages.labelHome)).toMatch(BANGLA);
  });

  it('read where shown, not when a module loads (the listing’s sort names)', () => {
    expect(renderIn('en', sortLabels).newest).toBe('Newest');
    expect(renderIn('bn', sortLabels).newest).toMatch(BANGLA);
  });

  it('each render keeps its own language while others run at the same time', async () => {
    const later = (locale: 'en' | 'bn') => renderIn(locale, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return headerMessages.cart;
    });
    expect(await Promise.all([later('bn'), later('en'), later('bn')])).toEqual(['কার্ট', 'Cart', 'কার্ট']);
  });
});

describe('numbers, money and dates on a Bangla page (issue 24 §3)', () => {
  it('write Bangla digits with lakh grouping and the taka sign', () => {
    expect(renderIn('bn', () => formatBDT(1234))).toBe('১,২৩৪.০০৳');
    expect(renderIn('bn', () => formatBDT(1234567.5))).toBe('১২,৩৪,৫৬৭.৫০৳');
    expect(renderIn('bn', () => formatNumber(100000))).toBe('১,০০,০০০');
  });

  it('keep another currency’s own symbol, with Bangla digits', () => {
    expect(renderIn('bn', () => formatMoney(12.5, 'USD'))).toBe('১২.৫০\u00a0US$');
  });

  it('leave English pages as they were', () => {
    expect(renderIn('en', () => formatBDT(1234))).toBe('BDT 1,234.00');
    expect(renderIn('en', () => formatMoney(12.5, 'USD'))).toBe('USD 12.50');
  });

  it('write dates in Bangla, in Dhaka time', () => {
    expect(renderIn('bn', () => formatDate('2026-11-22T20:30:00Z'))).toMatch(/^২৩ নভে(?:ম্বর)?, ২০২৬$/);
    expect(renderIn('en', () => formatDate('2026-11-22T20:30:00Z'))).toBe('Nov 23, 2026'); // en-BD, as before
    expect(renderIn('bn', () => formatCalendarDate('2026-11-25'))).toMatch(/বুধ/);
  });
});
