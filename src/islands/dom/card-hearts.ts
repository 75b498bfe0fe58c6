import { pressWaiting, readKept } from '../../lib/wishlist-kept.ts';
import { $auth } from '../../stores/auth.ts';
import { keepHeartsPainted } from './card-heart-paint.ts';

/*
 * The wishlist hearts on product cards (issue 10 §5), on every grid: home, categories, search,
 * related products. Plain DOM code rather than an island per card: this file is all a page loads
 * up front (the auth store is the header's, already there). A signed-in customer's kept products
 * are painted from this device's record (lib/wishlist-kept.ts) while it is fresh; the wishlist code
 * and the API client load at the first press, or at once when there is no fresh record to paint.
 */

const HEART = '[data-card-heart]';
const loadHearts = () => import('./card-hearts-actions.ts');

/** Listens for heart presses on the whole page (cards come and go with the listing), once. */
function start(): void {
  const root = document.documentElement;
  if (root.hasAttribute('data-card-hearts')) return;
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(HEART) : null;
    if (button instanceof HTMLButtonElement) void loadHearts().then((hearts) => hearts.press(button));
  });
  const auth = $auth.get();
  if (auth.isAuthenticated && document.querySelector(HEART)) {
    // A press made as a guest before signing in is added by the wishlist code: it loads for that.
    const remembered = pressWaiting() ? null : readKept(auth.currentUser.userId);
    if (remembered) keepHeartsPainted(remembered);
    else void loadHearts().then((hearts) => hearts.showKept());
  }
  root.setAttribute('data-card-hearts', 'ready');
}

start();
