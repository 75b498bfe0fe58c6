/**
 * The event an island dispatches (bubbling, from its own element) once it has hydrated: its
 * handlers are attached. Astro marks an island awake (removes `ssr`) when it has *started* React's
 * hydration, which runs in a transition; a press in between reaches no handler. `client:header`
 * (integrations/header-directive-client.ts) holds presses until this event, not until that mark.
 * Here, alone, so the directive's inline script carries these two strings and nothing else.
 */
export const ISLAND_AWAKE_EVENT = 'island:awake';

/**
 * The event the cart's store dispatches on the document when an island first loads it (and the
 * attribute it leaves on `<html>` for a listener come later): an island that reads or changes the
 * cart is on the page (the buying box, the cart page, checkout), so the header's cart wakes too.
 */
export const CART_STORE_EVENT = 'cart:store';
export const CART_STORE_ATTRIBUTE = 'data-cart-store';
