import { EMPTY_CART_NOTICE } from './site.ts';
import { localHref } from './i18n/href.ts';

/*
 * Route guards (spec §2, §8; issue 11 §1): a page names its guard, and the guard is looked up here
 * by that name. A page naming a guard that does not exist shows the error page with 'Unknown route
 * middleware' instead of rendering. Guards are pure: what they read is passed in.
 */

/** What a guard may look at. */
export interface GuardContext {
  /** Lines in the cart. */
  cartLines: number;
  signedIn: boolean;
}

/** A guard's decision: show the page, or go elsewhere first (a page in the language of the page being shown). */
export type GuardOutcome = { kind: 'allow' } | { kind: 'redirect'; to: string };

export type Guard = (context: GuardContext) => GuardOutcome;


export { EMPTY_CART_NOTICE };

const GUARDS: Readonly<Record<string, Guard>> = {
  /** Checkout needs something to buy and someone to buy it; a guest comes back after signing in. */
  checkout: ({ cartLines, signedIn }) => {
    if (cartLines === 0) return { kind: 'redirect', to: localHref(`/cart?notice=${EMPTY_CART_NOTICE}`) };
    if (!signedIn) return { kind: 'redirect', to: localHref(`/signin?next=${encodeURIComponent(localHref('/checkout'))}`) };
    return { kind: 'allow' };
  },
};

/** The guard called `name`, or `undefined` when there is none (the page must not render). */
export function guardNamed(name: string): Guard | undefined {
  return Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
}
