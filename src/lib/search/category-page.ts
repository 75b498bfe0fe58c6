import type { FoundProducts } from './pagefind.ts';

/**
 * A category's first page as its prerendered page shows it, from that page's `_payload.json`: a
 * couple of kilobytes instead of the search library and index. Only a host without `_redirects`
 * routing ever needs it, so the listing loads this file, and this file the payload reader, when
 * asked (the reader's own imports then load with it, not with every listing).
 */
export async function categoryPage(slug: string): Promise<FoundProducts> {
  const { categoryFirstPage } = await import('../api/payloads.ts');
  const found = await categoryFirstPage(slug);
  if (!found.ok) throw new Error(`category page ${slug}: ${found.error.message}`);
  return found.body;
}
