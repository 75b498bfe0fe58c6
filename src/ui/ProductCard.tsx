import { productHref } from '../lib/links.ts';
import { cardMessages as say } from '../lib/messages/card.ts';
import { isOnSale } from '../lib/pricing.ts';
import type { ProductSummary } from '../lib/product-summary.ts';
import Picture from './Picture.tsx';
import Price from './Price.tsx';

interface Props {
  product: ProductSummary;
  priority?: boolean;
  format?: (amountBdt: number) => string;
}

/** A product in a grid: picture, names, price (with sale or discount mark) and stock. */
export default function ProductCard({ product, priority = false, format }: Props) {
  const onSale = isOnSale(product);
  return (
    <article className="product-card">
      <a className="product-card__link" href={productHref(product)}>
        <div className="product-card__media">
          <Picture {...product.image} widths={[160, 300, 400, 640]}
            sizes="(min-width: 1200px) 230px, (min-width: 768px) 30vw, 46vw" priority={priority} />
          {product.discount ? (
            <span className="badge-sale product-card__badge">{product.discount}</span>
          ) : (
            onSale && <span className="badge-sale product-card__badge">{say.sale}</span>
          )}
        </div>
        <h3 className="product-card__name">{product.name}</h3>
        <p className="product-card__bn" lang="bn">{product.nameBn}</p>
      </a>
      <p className="product-card__price">
        {product.variants > 1 && <span className="product-card__from">{say.from}</span>}
        <Price sku={product} {...(format ? { format } : {})} />
      </p>
      {!product.inStock && <p className="product-card__stock">{say.outOfStock}</p>}
    </article>
  );
}
