import { $auth } from '../../stores/auth.ts';

/*
 * The wishlist hearts on product cards (issue 10 §5), on every grid: home, categories, search,
 * related products. Plain DOM code rather than an island per card: this file is all a page loads
 * up front (the auth store is the header's, already there). The wishlist code and the API client
 * load at the first press, or at once for a signed-in customer, to show the cards they keep.
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
  if ($auth.get().isAuthenticated && document.querySelector(HEART)) void loadHearts().then((hearts) => hearts.showKept());
  root.setAttribute('data-card-hearts', 'ready');
}

start();
