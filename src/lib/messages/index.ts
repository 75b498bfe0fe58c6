/**
 * Every shopper-facing word of the shop (labels, buttons, messages, `aria-label`s, the error
 * catalogue's texts), keyed by id, one table per area of the shop, English for now.
 *
 * Why tables per area rather than one object: an island imports only its area's table, so a page
 * ships only the words it can show (the JavaScript budget is per page). A Bangla interface is a
 * second set of these tables (`bn/…`) chosen at build time; no screen changes.
 *
 * A message with parameters is a function of them, so its words stay in one piece for a translator
 * (`addedToCart(3)`, never `'Added ' + 3 + ' to your cart'` in a screen). Numbers and money in a
 * message are formatted through `format.ts` (Intl), never by hand.
 */
export {};
