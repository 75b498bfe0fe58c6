import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { heartMessages as say } from '../lib/messages/wishlist-heart.ts';
import { rememberWishlistIntent, signInHref, wishlistSkuCode, type HeartSku } from '../lib/wishlist.ts';
import { pressWaiting, readKept } from '../lib/wishlist-kept.ts';
import { $auth } from '../stores/auth.ts';
import '../styles/wishlist-heart.css';
import { checkedRadios, takeEarlyPress } from '../scripts/early-input.ts';
import { useOnWake } from '../ui/hooks/use-on-wake.ts';

interface Props {
  itemId: number;
  skus: HeartSku[];
}

/*
 * The wishlist and the API client load at a press, or for a signed-in customer whose kept products
 * this device has no fresh record of (lib/wishlist-kept.ts): a guest's heart, and mostly a
 * customer's, cost the page this file and nothing more, and make no call.
 */
const loadWishlist = () => import('../stores/wishlist-hearts.ts');

/** The heart beside the buying box (issue 10 §5): keeps the product in a customer's wishlist, or sends a guest to sign in. */
export default function WishlistHeart({ itemId, skus }: Props) {
  const { isAuthenticated } = useStore($auth);
  const button = useRef<HTMLButtonElement>(null);
  // The customer's wishlist ids of this product; null until the API has said (shown unpressed).
  const [kept, setKept] = useState<number[] | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  // Bumped by every press: a lookup begun before a press must not overwrite what the press did.
  const presses = useRef(0);
  const pressing = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    setKept(null);
    const auth = $auth.get();
    if (!auth.isAuthenticated) return;
    // This device's record of the kept products, while fresh: no wishlist code nor API call at load.
    const remembered = pressWaiting() ? null : readKept(auth.currentUser.userId);
    if (remembered) {
      setKept(remembered.get(itemId) ?? []);
      return;
    }
    let current = true;
    void (async () => {
      const wishlist = await loadWishlist();
      // Back from signing in after pressing as a guest: that press is added now, once.
      await wishlist.settleWishlistIntent();
      // A press made at wake is still on its way: ask after it, or the answer would not hold it.
      await pressing.current;
      const pressesAtStart = presses.current;
      const found = await wishlist.wishlistItemsOf(itemId);
      if (current && found.ok && presses.current === pressesAtStart) setKept(found.body.map((item) => item.wishlistId));
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isAuthenticated, itemId]);

  // Pressed before the island woke: the heart showed unpressed, so the press meant "add".
  useOnWake(button, (element) => {
    if (takeEarlyPress(element)) pressing.current = press();
  });

  const pressed = isAuthenticated && kept !== null && kept.length > 0;

  async function press() {
    if (busy.current) return;
    const skuCode = wishlistSkuCode(skus, checkedRadios(button.current?.closest('.product__info') ?? document));
    if (skuCode === null) return;
    if (!$auth.get().isAuthenticated) {
      rememberWishlistIntent({ itemId, skuCode });
      location.assign(signInHref(location.pathname));
      return;
    }
    busy.current = true;
    presses.current += 1;
    setFailed(false);
    try {
      const wishlist = await loadWishlist();
      if (pressed) {
        if (await wishlist.removeWishlistItems(kept)) setKept([]);
        else setFailed(true);
      } else {
        const added = await wishlist.addToWishlist({ itemId, skuCode });
        if (added.ok) setKept([...(kept ?? []), added.body.wishlistId]);
        else setFailed(true);
      }
    } catch {
      setFailed(true); // the chunk would not load (offline): say so rather than look pressed
    } finally {
      busy.current = false;
    }
  }

  return (
    <div className="heart">
      {/* data-early-press: a press before the island wakes is noted and acted on at wake. */}
      <button ref={button} type="button" className="heart__button" aria-pressed={pressed} data-early-press onClick={() => (pressing.current = press())}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 21s-7.5-4.6-9.5-9.4C1.2 8.4 3.3 5 6.7 5c2 0 3.4 1.1 4.3 2.5h2C13.9 6.1 15.3 5 17.3 5c3.4 0 5.5 3.4 4.2 6.6C19.5 16.4 12 21 12 21z" />
        </svg>
        <span>{pressed ? say.remove : say.add}</span>
      </button>
      <p className="heart__note" role="status">{failed ? say.failed : ''}</p>
    </div>
  );
}
