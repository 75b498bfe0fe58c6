import type { Product } from './contract/domain.ts';
import { localText, textLang } from './i18n/names.ts';

/**
 * A product's description in the page's language (issue 24 §4): its Bangla on a Bangla page where
 * the API has one, else the English, which a Bangla page marks `lang="en"`. The page's text, its
 * meta description and its JSON-LD all say the same.
 */
export function productDescription(product: Pick<Product, 'description' | 'descriptionBn'>): { text: string; lang: 'en' | undefined } {
  return { text: localText(product.description, product.descriptionBn), lang: textLang(product.descriptionBn) };
}

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The start of `text` for a meta description: at most `max` characters, never a letter cut apart
 * (a Bangla conjunct such as ক্ষ is three characters, র‍্যা five). English text is cut where
 * `slice(0, max)` cuts it: each of its letters is one character.
 */
export function metaSnippet(text: string, max = 160): string {
  if (text.length <= max) return text;
  let end = 0;
  for (const { segment } of letters.segment(text)) {
    if (end + segment.length > max) break;
    end += segment.length;
  }
  return text.slice(0, end);
}
