import type { Category } from './contract/index.ts';
import type { ShopProduct } from './discounts.ts';
import { unitPrice } from './pricing.ts';
import { productDescription } from './product-description.ts';

/** schema.org Product with an AggregateOffer in BDT, for search engines (JSON-LD); its description in the page's language. */
export function productJsonLd(product: ShopProduct, category: Category | undefined, url: string): Record<string, unknown> {
  const prices = product.skus.map(unitPrice);
  const inStock = product.skus.some((sku) => sku.stock > 0);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    alternateName: product.nameBn,
    description: productDescription(product).text,
    sku: product.skus[0]?.code,
    brand: { '@type': 'Brand', name: product.brand },
    ...(category ? { category: category.name } : {}),
    image: product.images.map((image) => image.src),
    url,
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'BDT',
      lowPrice: Math.min(...prices).toFixed(2),
      highPrice: Math.max(...prices).toFixed(2),
      offerCount: product.skus.length,
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url,
    },
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the tag. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** schema.org BreadcrumbList of a breadcrumb trail; a step without a link is the page at `currentPath`. */
export function breadcrumbJsonLd(trail: readonly { href?: string; label: string }[], currentPath: string, site: URL | undefined): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.label,
      item: new URL(step.href ?? currentPath, site).href,
    })),
  };
}
