import { productHref } from '../lib/links.ts';
import { cardMessages as say } from '../lib/messages/card.ts';
import { localName, nameLang, otherName } from '../lib/i18n/names.ts';
import { discountLabel } from '../lib/discounts.ts';
import { isOnSale } from '../lib/pricing.ts';
import type { ProductSummary } from '../lib/product-summary.ts';
import Picture from './Picture.tsx';
import Price from './Price.tsx';

interface Props {
  product: ProductSummary;
  priority?: boolean;
  format?: (amountBdt: number) => string;
  /** Whether the card has its wishlist heart (the wishlist's own cards have Remove instead). */
  heart?: boolean;
}

/** A product in a grid: picture, names, price (with sale or discount mark), stock and its wishlist heart. */
export default function ProductCard({ product, priority = false, format, heart = true }: Props) {
  const onSale = isOnSale(product);
  // The name in the page's language, the other language's beneath (issue 24 §4).
  const name = localName(product);
  const other = otherName(product);
  return (
    <article className="product-card">
      {/* Prefetched when pointed at, and on a fast connection when in view (src/scripts/prefetch.ts). */}
      <a className="product-card__link" href={productHref(product)} data-prefetch="visible">
        <div className="product-card__media">
          {/* How wide the picture shows (the grid in product-card.css, in a .container). Below 768 px at
              most half the screen less the container's 16 px sides, the 10 px gap and the card's 11 px
              padding and border: exactly that on a phone's two columns, so a 412 px phone at 1.75x takes
              the 300 px file (the 46vw this replaced asked for 332 px: the 400 one, a third more bytes a
              card). From 768 px up there are four columns or more, none wider than 230 px. (Worded so
              the island's chunk is no bigger compressed than before.) */}
          {/* Decorative: the card's name, inside the same link, says what it shows (WAI's "image and text
              in one link"). Its alt text repeated the name, twice over with the other language's name
              beneath, and in English on a Bangla page. */}
          <Picture {...product.image} alt="" widths={[160, 300, 400, 640]}
            sizes="(max-width: 767px) calc(50vw - 43px), 230px" priority={priority} />
          {product.off ? (
            <span className="badge-sale product-card__badge">{discountLabel(product.off)}</span>
          ) : (
            onSale && <span className="badge-sale product-card__badge">{say.sale}</span>
          )}
        </div>
        <h3 className="product-card__name" lang={nameLang(product)}>{name}</h3>
        <p className="product-card__bn" lang={other.lang}>{other.text}</p>
      </a>
      <p className="product-card__price">
        {product.variants > 1 && <span className="product-card__from">{say.from}</span>}
        <Price sku={product} {...(format ? { format } : {})} />
      </p>
      {!product.inStock && <p className="product-card__stock">{say.outOfStock}</p>}
      {heart && (
        // Plain markup: src/scripts/card-hearts.ts acts on it (no island per card), and shows
        // a signed-in customer's kept products pressed.
        <button type="button" className="card-heart" data-card-heart={product.id} aria-pressed="false" aria-label={say.addToWishlistNamed(name)}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.5-9.4C1.2 8.4 3.3 5 6.7 5c2 0 3.4 1.1 4.3 2.5h2C13.9 6.1 15.3 5 17.3 5c3.4 0 5.5 3.4 4.2 6.6C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      )}
    </article>
  );
}
