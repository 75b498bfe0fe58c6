/** URLs of catalogue pages, in one place so every link agrees. */

/** Products filtered by a category (spec §2: Browse Categories opens products by category id). */
export function categoryHref(category: { id: number }): string {
  return `/products?categoryId=${category.id}`;
}

/** A category's own prerendered page. */
export function categoryPageHref(category: { slug: string }): string {
  return `/categories/${category.slug}`;
}

/** A product's page. */
export function productHref(product: { id: number }): string {
  return `/products/${product.id}`;
}

/** An API image at a given width (the media service resizes; widths are fixed so caches hit). */
export function imageAt(src: string, width: number, format?: 'webp' | 'avif'): string {
  const url = new URL(src);
  if (format) url.pathname = url.pathname.replace(/\.(webp|avif|jpg|png)$/, `.${format}`);
  url.searchParams.set('w', String(width));
  return url.href;
}
