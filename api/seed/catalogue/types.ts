import type { ColorSlug, SizeSlug } from '../options.ts';

/** An English text and its Bangla rendering (Bangla digits for numbers). */
export type Label = readonly [en: string, bn: string];

/** How a product is sold: a single piece (count 1), or a pack, box or set of `count`. */
export type Pack = readonly [kind: 'pack' | 'box' | 'set', count: number];

/** Which sku variants a product line has; each product picks some of the options. */
export interface VariantRule {
  sizes?: readonly SizeSlug[];
  colors?: readonly ColorSlug[];
  /** Most sizes / colours one product offers (default: 3). */
  maxSizes?: number;
  maxColors?: number;
  /** Chance that a product has a single sku without attributes instead. */
  plain?: number;
}

/** A real-world product line: brand, model name and the unit price range in whole BDT. */
export interface ModelTemplate {
  brand: string;
  name: Label;
  price: readonly [min: number, max: number];
  /** Overrides the category's styles (tip sizes, page counts, shades…). */
  styles?: readonly Label[];
  /** Overrides the category's variant rule. */
  variants?: VariantRule;
}

/** Everything needed to invent the products of one category. */
export interface CategoryCatalogue {
  models: readonly ModelTemplate[];
  /** Suffixes that tell models apart; `['', '']` means "plain". */
  styles: readonly Label[];
  packs: readonly Pack[];
  variants: VariantRule;
  /**
   * Description openers, each in English and in Bangla as a Bangladeshi shop would write it (not
   * word for word); `{brand}` and `{model}` are filled in, the Bangla with the Bangla names.
   */
  blurbs: readonly Label[];
}

/** Shorthand for a `ModelTemplate`, to keep the catalogue tables readable. */
export function model(
  brand: string,
  en: string,
  bn: string,
  min: number,
  max: number,
  extra: Pick<ModelTemplate, 'styles' | 'variants'> = {},
): ModelTemplate {
  return { brand, name: [en, bn], price: [min, max], ...extra };
}

/** The "no suffix" style. */
export const PLAIN: Label = ['', ''];
