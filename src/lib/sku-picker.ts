import type { AttributeValue, Sku } from './contract/index.ts';
import { localText, textLang } from './i18n/names.ts';

/** Rules of the product page's Size and Color picker, from the skus' `attributeValues` (spec §3). */
export type AttributeName = AttributeValue['attribute'];
export type Selection = Partial<Record<AttributeName, string>>;

/** A label in the page's language (issue 24 §4), with its `lang` when it is English on a Bangla page. */
export interface ShownLabel {
  label: string;
  lang: 'en' | undefined;
}

export interface AttributeChoice extends ShownLabel {
  attribute: AttributeName;
  /** `label`: `displayLabel` ("Size") or its Bangla ("সাইজ"). */
  options: ({ option: string } & ShownLabel)[];
}

/** The attributes the skus vary by, each with its options in catalogue order, labelled in the page's language. */
export function attributeChoices(skus: readonly Sku[]): AttributeChoice[] {
  const choices: AttributeChoice[] = [];
  for (const sku of skus) {
    for (const value of sku.attributeValues) {
      let choice = choices.find((c) => c.attribute === value.attribute);
      if (!choice) choices.push((choice = { attribute: value.attribute, ...shown(value.displayLabel, value.displayLabelBn), options: [] }));
      if (!choice.options.some((o) => o.option === value.option)) {
        choice.options.push({ option: value.option, ...shown(value.optionDisplayLabel, value.optionDisplayLabelBn) });
      }
    }
  }
  return choices;
}

const shown = (english: string, bangla: string | undefined): ShownLabel => ({ label: localText(english, bangla), lang: textLang(bangla) });

const matches = (sku: Sku, selection: Selection) =>
  Object.entries(selection).every(([attribute, option]) =>
    sku.attributeValues.some((value) => value.attribute === attribute && value.option === option),
  );

/** The sku the selection names, once every attribute is chosen; null until then. */
export function selectedSku(skus: readonly Sku[], selection: Selection): Sku | null {
  const attributes = attributeChoices(skus).map((choice) => choice.attribute);
  if (!attributes.every((attribute) => selection[attribute] !== undefined)) return null;
  return skus.find((sku) => matches(sku, selection)) ?? null;
}

/** Whether picking `option` (keeping the other choices) can lead to a sku, and one in stock. */
export function optionState(skus: readonly Sku[], selection: Selection, attribute: AttributeName, option: string) {
  const candidates = skus.filter((sku) => matches(sku, { ...selection, [attribute]: option }));
  if (candidates.length === 0) return 'unavailable' as const;
  return candidates.some((sku) => sku.stock > 0) ? ('available' as const) : ('sold-out' as const);
}

/** Preselects a product with a single sku; with variants the shopper chooses. */
export function initialSelection(skus: readonly Sku[]): Selection {
  if (skus.length !== 1) return {};
  const selection: Selection = {};
  for (const value of skus[0]!.attributeValues) selection[value.attribute] = value.option;
  return selection;
}

// The cart's line label lives in `sku-label.ts`: the header's cart shows it on every page, the picker only here.
export { describeSku } from './sku-label.ts';
