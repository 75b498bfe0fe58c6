import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { WishlistItem } from '../lib/contract/wishlist.ts';
import { wishlistMessages as say } from '../lib/messages/wishlist.ts';
import { describeSku, skuLang } from '../lib/sku-label.ts';
import { pageCount, wishlistCardOf } from '../lib/wishlist-page.ts';
import { $wishlist, $wishlistProducts, loadWishlistPage, moveToCart, removeFromWishlist } from '../stores/wishlist.ts';
import ProductCard from '../ui/ProductCard.tsx';
import '../styles/wishlist.css';
import { useCustomerOnly } from '../ui/hooks/use-customer-only.ts';
import { usePriceFormatter } from '../ui/hooks/use-price.ts';
import { localHref } from '../lib/i18n/href.ts';
import { localName } from '../lib/i18n/names.ts';

// The words after an action load with the first one (wishlist/outcome.ts).
const outcomeWords = () => import('./wishlist/outcome.ts');

/** The wishlist page (spec §9): the customer's items, 10 a page, newest first, each with Move to cart and Remove. */
export default function WishlistScreen() {
  const wishlist = useStore($wishlist);
  const products = useStore($wishlistProducts);
  const format = usePriceFormatter();
  const [notice, setNotice] = useState('');
  const [working, setWorking] = useState<number | null>(null);
  const status = useRef<HTMLParagraphElement>(null);

  // A guest's wishlist is on no server: sign in first, then come back here.
  const customer = useCustomerOnly('/wishlist');
  useEffect(() => {
    if (customer) void loadWishlistPage(1);
  }, [customer]);

  /** Runs an action on one card, then says what happened where focus can follow (the card may be gone). */
  async function act(item: WishlistItem, action: () => Promise<string>) {
    setWorking(item.wishlistId);
    // A chunk that will not load (offline) fails the action, never leaves the card stuck busy.
    setNotice(await action().catch(() => say.actionFailed));
    setWorking(null);
    status.current?.focus();
  }
  const move = (item: WishlistItem, name: string) =>
    act(item, async () => {
      const [outcome, words] = await Promise.all([moveToCart(item), outcomeWords()]);
      return words.moveText(outcome, name, say);
    });
  const remove = (item: WishlistItem, name: string) =>
    act(item, async () => {
      const [removed, words] = await Promise.all([removeFromWishlist(item.wishlistId), outcomeWords()]);
      return removed ? words.removedText(name) : say.actionFailed;
    });

  const pages = pageCount(wishlist.total);
  const firstLoad = wishlist.status === 'idle' || (wishlist.status === 'loading' && wishlist.list.length === 0 && wishlist.total === 0);
  if (!customer) return <p>{say.loading}</p>;
  return (
    <div className="wishlist">
      <p className="wishlist__status" role="status" tabIndex={-1} ref={status}>{notice}</p>
      {wishlist.status === 'failed' && (
        <p className="notice" role="alert">
          {say.loadFailed} <button type="button" className="btn btn--ghost" onClick={() => void loadWishlistPage(wishlist.page)}>{say.retry}</button>
        </p>
      )}
      {firstLoad && <p>{say.loading}</p>}
      {wishlist.status === 'ready' && wishlist.total === 0 && (
        <div className="wishlist__empty">
          <p>{say.empty}</p>
          <a className="btn" href={localHref('/products')}>{say.startShopping}</a>
        </div>
      )}
      {wishlist.list.length > 0 && (
        <>
          <p className="wishlist__bar">{say.count(wishlist.total)}</p>
          <ul className="product-grid" aria-label={say.items} aria-busy={wishlist.status === 'loading'}>
            {wishlist.list.map((item) => {
              const product = products[item.itemId];
              const card = product ? wishlistCardOf(product, item.skuCode) : null;
              const sku = product?.skus.find((s) => s.code === item.skuCode);
              const name = product ? localName(product) : item.skuCode;
              const busy = working === item.wishlistId;
              return (
                <li key={item.wishlistId} aria-label={name}>
                  <div className="wishlist__card">
                    {card ? <ProductCard product={card} format={format} heart={false} /> : <p className="wishlist__gone">{say.unavailable}</p>}
                    {/* Size/Color are named in English only. */}
                    {sku && sku.attributeValues.length > 0 && <span className="product-card__from" lang={skuLang(sku)}>{describeSku(sku)}</span>}
                    <div className="wishlist__actions">
                      {card && (
                        <button type="button" className="btn" disabled={busy} onClick={() => void move(item, name)}>
                          {busy ? say.moving : say.moveToCart}
                        </button>
                      )}
                      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove(item, name)}>{say.remove}</button>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
      {pages > 1 && (
        <nav className="pagination" aria-label={say.pages}>
          <button type="button" className="btn btn--ghost" disabled={wishlist.page <= 1} onClick={() => void loadWishlistPage(wishlist.page - 1)}>{say.previous}</button>
          <span>{say.pageOf(wishlist.page, pages)}</span>
          <button type="button" className="btn btn--ghost" disabled={wishlist.page >= pages} onClick={() => void loadWishlistPage(wishlist.page + 1)}>{say.next}</button>
        </nav>
      )}
    </div>
  );
}
