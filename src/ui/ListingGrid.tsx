import type { ProductSummary } from '../lib/product-summary.ts';
import ProductCard from './ProductCard.tsx';

/** Cards in a phone's first screen (two columns): their pictures load at once, not lazily. */
const ABOVE_THE_FOLD_CARDS = 2;

interface Props {
  products: readonly ProductSummary[];
  label: string;
  /** The shopper's currency formatter (an island's); static markup prints BDT for the currency script. */
  format?: ((amountBdt: number) => string) | undefined;
}

/**
 * One page of a listing's cards: the prerendered first page (src/components/ListingPage.astro) and
 * every page the listing island finds later, so both are the same markup.
 */
export default function ListingGrid({ products, label, format }: Props) {
  return (
    <ul className="product-grid" aria-label={label} aria-busy={false}>
      {products.map((product, index) => (
        <li key={product.id}><ProductCard product={product} {...(format ? { format } : {})} priority={index < ABOVE_THE_FOLD_CARDS} /></li>
      ))}
    </ul>
  );
}
