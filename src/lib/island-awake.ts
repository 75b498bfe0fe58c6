/**
 * The event an island dispatches (bubbling, from its own element) once it has hydrated: its
 * handlers are attached. Astro marks an island awake (removes `ssr`) when it has *started* React's
 * hydration, which runs in a transition; a press in between reaches no handler. `client:header`
 * (integrations/header-directive-client.ts) holds presses until this event, not until that mark.
 * Here, alone, so the directive's inline script carries these two strings and nothing else.
 */
export const ISLAND_AWAKE_EVENT = 'island:awake';

/**
 * The event the cart's store dispatches on the document the first time the cart changes on the
 * page (an add, a quantity, a coupon; and the attribute it leaves on `<html>` for a listener come
 * later): the header's cart wakes then, to show the new count and open its dropdown.
 */
export const CART_CHANGED_EVENT = 'cart:changed';
export const CART_CHANGED_ATTRIBUTE = 'data-cart-changed';
