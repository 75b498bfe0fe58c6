import { localHref } from './i18n/href.ts';

/**
 * The products URL a header search goes to (spec §5), in the page's language, or null when nothing
 * should be submitted: the text must not be empty, and `categoryId` is added only when a category
 * is chosen.
 */
export function searchUrl(text: string, categoryId: string | number | null | undefined): string | null {
  const query = text.trim();
  if (!query) return null;
  const params = new URLSearchParams({ query });
  if (categoryId !== null && categoryId !== undefined && String(categoryId) !== '') {
    params.set('categoryId', String(categoryId));
  }
  return localHref(`/products?${params.toString()}`);
}
