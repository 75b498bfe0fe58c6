import { toBengaliDigits } from '../../src/lib/digits.ts';
import { brandBn } from './brands.ts';
import { CATEGORIES } from './categories.ts';
import { categoryIndexOfProduct } from './ids.ts';
import { describeProduct } from './descriptions.ts';
import { CATALOGUE, type Label, type ModelTemplate, type Pack } from './product-catalogue.ts';
import type { Random } from './random.ts';
import { draftSkus, type SkuDraft } from './skus.ts';

/** A demo product ready to insert, with its skus. */
export interface ProductDraft {
  id: number;
  categoryIndex: number;
  name: string;
  nameBn: string;
  slug: string;
  description: string;
  /** The description in Bangla, from the same draws as the English (see descriptions.ts). */
  descriptionBn: string;
  brand: string;
  createdAt: string;
  imageCount: number;
  skus: SkuDraft[];
}

interface Combo {
  model: ModelTemplate;
  style: Label;
  pack: Pack;
}

const HISTORY_SECONDS = 548 * 24 * 60 * 60; // about 18 months

/**
 * Returns a function that invents product `id`. Each category walks through every
 * model × style × pack combination (shuffled) before repeating them as "Series 2", "Series 3"…,
 * so names stay distinct however many products are asked for.
 */
export function createProductFactory(random: Random, now: Date): (id: number) => ProductDraft {
  const combos = CATALOGUE.map((catalogue) =>
    random.shuffle(
      catalogue.models.flatMap((model) =>
        (model.styles ?? catalogue.styles).flatMap((style) => catalogue.packs.map((pack): Combo => ({ model, style, pack }))),
      ),
    ),
  );
  const made = CATEGORIES.map(() => 0);

  return (id) => {
    const categoryIndex = categoryIndexOfProduct(id, CATEGORIES.length);
    const catalogue = CATALOGUE[categoryIndex]!;
    const list = combos[categoryIndex]!;
    const nth = made[categoryIndex]!;
    made[categoryIndex] = nth + 1;
    const { model, style, pack } = list[nth % list.length]!;
    const series = Math.floor(nth / list.length) + 1;

    const [packEn, packBn] = packLabel(pack);
    const name = joinName([model.brand, model.name[0], style[0], series > 1 ? `Series ${series}` : ''], packEn);
    const nameBn = joinName(
      [brandBn(model.brand), model.name[1], style[1], series > 1 ? `সিরিজ ${toBengaliDigits(String(series))}` : ''],
      packBn,
    );
    const skus = draftSkus(random, { productId: id, brand: model.brand, model: model.name[0], price: model.price, pack }, model.variants ?? catalogue.variants);
    const [description, descriptionBn] = describeProduct(random, { blurbs: catalogue.blurbs, brand: model.brand, model: model.name, pack, packEn, skus });
    const createdAt = new Date((Math.floor(now.getTime() / 1000) - random.int(0, HISTORY_SECONDS)) * 1000).toISOString();

    return {
      id,
      categoryIndex,
      name,
      nameBn,
      slug: `${kebab(name)}-${id}`,
      description,
      descriptionBn,
      brand: model.brand,
      createdAt,
      imageCount: random.int(1, 3),
      skus,
    };
  };
}

/** `Pack of 10` / `১০টির প্যাক`; empty for a single piece. */
function packLabel([kind, count]: Pack): Label {
  if (count <= 1) return ['', ''];
  const bn = toBengaliDigits(String(count));
  if (kind === 'box') return [`Box of ${count}`, `${bn}টির বক্স`];
  if (kind === 'set') return [`Set of ${count}`, `${bn}টির সেট`];
  return [`Pack of ${count}`, `${bn}টির প্যাক`];
}

function joinName(parts: readonly string[], pack: string): string {
  const base = parts.filter(Boolean).join(' ');
  return pack ? `${base} (${pack})` : base;
}

/** Lower-case words joined by hyphens: `Pilot G-2 Gel Pen 0.7 mm` → `pilot-g-2-gel-pen-0-7-mm`. */
export function kebab(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
