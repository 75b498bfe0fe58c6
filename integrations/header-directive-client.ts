import type { ClientDirective } from 'astro';
import { CART_CHANGED_ATTRIBUTE, CART_CHANGED_EVENT, ISLAND_AWAKE_EVENT } from '../src/lib/island-awake.ts';

/*
 * `client:header` in the browser (integrations/header-directive.ts registers it; Astro bundles this
 * file alone and inlines it, minified, before the first island that uses it: keep it small). An
 * island with it wakes when the shopper first reaches for the header it sits in: a pointer pressed,
 * focus or a key inside it. With `client:header="cart"` it also wakes when the cart changes in
 * another tab (the `storage` event) and when the cart first changes on this page (CART_CHANGED_EVENT:
 * the buying box added, the cart page changed a quantity), to show the new count and open its
 * dropdown. Not with every island, as before: a listing never changes the cart and checkout mostly
 * only reads it; waking the cart there cost the first JavaScript 1.5–2.5 KB (the cart island, and on
 * a listing the store too; measured on /categories/pens and /checkout, issue 24).
 *
 * No press is lost while it wakes. A press the sleeping HTML would answer differently from the
 * island is held: a submit of a form inside it, and a click on an element marked
 * `data-hold-press="{media query}"` while the query matches (the cart button from 991 px, which
 * would go to /cart instead of opening the dropdown). The island says when its handlers are
 * attached (ISLAND_AWAKE_EVENT, src/ui/hooks/use-announce-awake.ts); held presses are made
 * again then. If its code fails to load, or it is not awake within HOLD_MS, they get what the plain
 * HTML does (the link followed, the form sent), so a shopper never presses in vain.
 */

/** Events inside the header that say a shopper reaches for it. */
const REACH = ['pointerdown', 'focusin', 'keydown'];
/** How long a held press waits for the island before the plain HTML answers it. */
const HOLD_MS = 4000;

interface Held { again(): void; plain(): void }

const headerDirective: ClientDirective = (load, options, island) => {
  const header = island.closest('header') ?? island;
  const held: Held[] = [];
  let waking = false;
  let awake = false;

  /** Answers the held presses: again once awake, else as the plain HTML would. */
  const settle = () => {
    for (const press of held.splice(0)) (awake ? press.again : press.plain)();
  };

  const wake = (): void => {
    if (waking) return;
    waking = true;
    for (const type of REACH) header.removeEventListener(type, wake, true);
    // The import failed (Astro reported it and left the island asleep): the plain HTML answers.
    load().then((hydrate) => hydrate()).catch(() => undefined).then(() => island.hasAttribute('ssr') && settle());
  };

  island.addEventListener(ISLAND_AWAKE_EVENT, () => {
    awake = true;
    setTimeout(settle); // after the hydration that announced it has finished committing
  }, { once: true });

  const hold = (event: Event, press: Held) => {
    // Neither the plain HTML nor a half-hydrated island answers it now.
    event.preventDefault();
    event.stopPropagation();
    held.push(press);
    wake();
    setTimeout(() => {
      const index = held.indexOf(press);
      if (index >= 0) held.splice(index, 1)[0]!.plain();
    }, HOLD_MS);
  };

  island.addEventListener('click', (event) => {
    const target = (event.target as Element).closest?.<HTMLElement>('[data-hold-press]');
    if (awake || !target || !island.contains(target) || !matchMedia(target.dataset['holdPress']!).matches) return;
    hold(event, {
      again: () => target.click(),
      plain: () => target instanceof HTMLAnchorElement && location.assign(target.href),
    });
  }, true);
  island.addEventListener('submit', (event) => {
    const form = event.target as HTMLFormElement;
    if (awake) return;
    const submitter = (event as SubmitEvent).submitter;
    hold(event, { again: () => form.requestSubmit(submitter), plain: () => form.submit() });
  }, true);

  for (const type of REACH) header.addEventListener(type, wake, { capture: true, passive: true });
  if (options.value === 'cart') {
    addEventListener('storage', (event) => event.key === 'cart' && wake());
    // The cart changed before this ran, or later.
    if (document.documentElement.hasAttribute(CART_CHANGED_ATTRIBUTE)) wake();
    document.addEventListener(CART_CHANGED_EVENT, wake);
  }
};

export default headerDirective;
