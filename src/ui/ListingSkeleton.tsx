/**
 * Placeholder cards that hold a listing's space while its results are found: the same card frame
 * as `ProductCard` (square picture, two-line name, Bangla name, price), so results replace them in
 * place and nothing below moves (CLS). Hidden from assistive technology but for the busy list.
 */
export default function ListingSkeleton({ cards, label }: { cards: number; label: string }) {
  return (
    <ul className="product-grid product-grid--skeleton" aria-label={label} aria-busy="true">
      {Array.from({ length: cards }, (_, index) => (
        <li key={index} aria-hidden="true">
          <div className="product-card product-card--skeleton">
            <div className="product-card__link">
              <div className="product-card__media" />
              <div className="product-card__name">{'\u00a0'}</div>
              <div className="product-card__bn">{'\u00a0'}</div>
            </div>
            <div className="product-card__price">{'\u00a0'}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}
