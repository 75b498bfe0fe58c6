import { toBengaliDigits } from '../../src/lib/digits.ts';
import { brandBn } from './brands.ts';
import { optionBn } from './options.ts';
import { CLOSERS, type Label, type Pack } from './product-catalogue.ts';
import type { Random } from './random.ts';
import type { SkuDraft } from './skus.ts';

/*
 * A demo product's description, in English and in Bangla (issue 24 §4). Both are built from the
 * same draws (which opener, which closing sentence), two random numbers per product as there
 * always were: the Bangla is added without moving the seeded random stream, so the catalogue
 * (names, prices, stock, the English descriptions) stays what it was.
 */

/** What a description is made of, besides the random draws. */
export interface DescriptionParts {
  /** The category's openers, `{brand}` and `{model}` to fill in. */
  blurbs: readonly Label[];
  brand: string;
  model: Label;
  pack: Pack;
  /** The pack as the English name says it (`Pack of 10`), empty for a single piece. */
  packEn: string;
  skus: readonly SkuDraft[];
}

/** The description in English and in Bangla: opener, pack, options and a closing sentence. */
export function describeProduct(random: Random, parts: DescriptionParts): Label {
  const [blurbEn, blurbBn] = random.pick(parts.blurbs);
  const [closerEn, closerBn] = random.pick(CLOSERS);
  const english = [
    fill(blurbEn, parts.brand, parts.model[0]),
    parts.packEn ? `Sold as a ${parts.packEn.toLowerCase()}.` : '',
    optionsSentence(parts.skus),
    closerEn,
  ];
  const bangla = [fill(blurbBn, brandBn(parts.brand), parts.model[1]), packSentenceBn(parts.pack), optionsSentenceBn(parts.skus), closerBn];
  return [join(english), join(bangla)];
}

const fill = (blurb: string, brand: string, model: string): string => blurb.replace('{brand}', brand).replace('{model}', model);
const join = (sentences: readonly string[]): string => sentences.filter(Boolean).join(' ');

const SIZE_WORDS: Readonly<Record<string, string>> = { s: 'small', m: 'medium', l: 'large' };
const PACK_BN: Readonly<Record<Pack[0], string>> = { pack: 'প্যাকে', box: 'বক্সে', set: 'সেটে' };

/** `প্রতি প্যাকে ১০টি।`; empty for a single piece. */
function packSentenceBn([kind, count]: Pack): string {
  return count > 1 ? `প্রতি ${PACK_BN[kind]} ${toBengaliDigits(String(count))}টি।` : '';
}

function optionsSentence(skus: readonly SkuDraft[]): string {
  const colors = unique(skus.map((sku) => sku.color?.replace('-', ' ')));
  const sizes = unique(skus.map((sku) => sku.size && (SIZE_WORDS[sku.size] ?? (/^\d/.test(sku.size) ? `${sku.size} in` : sku.size.toUpperCase()))));
  const parts = [
    sizes.length ? `Comes in ${joinAnd(sizes)} size${sizes.length > 1 ? 's' : ''}` : '',
    colors.length ? `${sizes.length ? 'in' : 'Available in'} ${joinAnd(colors)}` : '',
  ].filter(Boolean);
  return parts.length ? `${parts.join(', ')}.` : '';
}

/** `এ৪ ও এ৫ সাইজে, নীল ও কালো রঙে পাওয়া যায়।`: the options as the sku labels name them in Bangla. */
function optionsSentenceBn(skus: readonly SkuDraft[]): string {
  const bangla = (slug: string | null) => (slug ? (optionBn(slug) ?? slug) : null);
  const sizes = unique(skus.map((sku) => bangla(sku.size)));
  const colors = unique(skus.map((sku) => bangla(sku.color)));
  const parts = [sizes.length ? `${joinAnd(sizes, 'ও')} সাইজে` : '', colors.length ? `${joinAnd(colors, 'ও')} রঙে` : ''].filter(Boolean);
  return parts.length ? `${parts.join(', ')} পাওয়া যায়।` : '';
}

function unique(values: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

function joinAnd(words: readonly string[], and = 'and'): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}
