import { $auth } from '../stores/auth.ts';

/*
 * The wishlist hearts on product cards (issue 10 §5), on every grid: home, categories, search,
 * related products. Plain DOM code rather than an island per card: this file is all a page loads
 * up front for a guest (the auth store is the header's, already there). A signed-in customer's kept
 * products are painted from this device's record while it is fresh (card-heart-paint.ts, loaded for
 * them only); the wishlist code and the API client load at the first press, or at once when there
 * is no fresh record to paint.
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
    const { userId } = auth.currentUser;
    void import('./card-heart-paint.ts')
      .then((paint) => paint.showKeptHearts(userId, () => void loadHearts().then((hearts) => hearts.showKept())))
      .catch(() => undefined); // offline: the hearts show unpressed, and a press tries again
  }
  root.setAttribute('data-card-hearts', 'ready');
}

start();
