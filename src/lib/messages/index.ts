/**
 * Every shopper-facing word of the shop (labels, buttons, messages, `aria-label`s, the error
 * catalogue's texts), keyed by id, one table per area of the shop, in English and Bangla.
 *
 * The words themselves are Paraglide JS messages (issue 24 §2): `messages/<area>/en.json` and
 * `messages/<area>/bn.json`, compiled into `src/paraglide/` (one function per message; see
 * project.inlang/paraglide.config.js). Each table here is a façade over its area's messages with
 * the keys screens have always read: a word is a getter, a message with parameters a function of
 * them, so no screen knows where words come from.
 *
 * Which language: the page's. While a page is prerendered, the one src/middleware.ts renders it in
 * (src/lib/i18n/render-locale.ts); in the browser, the page's URL (`/bn/…` is Bangla). A word is
 * read when it is shown, never kept from when a module loaded.
 *
 * Why tables per area rather than one object: an island imports only its area's table, so a page
 * ships only the words it can show (the JavaScript budget is per page).
 *
 * A message with parameters keeps its words in one piece for a translator (`addedToCart(3)`, never
 * `'Added ' + 3 + ' to your cart'` in a screen). Numbers, money and dates in a message are
 * formatted through `format.ts` and `dates.ts` (Intl, in the page's language), never by hand.
 */
export {};
