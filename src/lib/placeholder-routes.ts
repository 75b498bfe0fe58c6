import { pageMessages } from './messages/pages.ts';

/**
 * Routes of spec §2 whose screens arrive with later issues. Each is prerendered now as a styled
 * placeholder, so every link in the shop leads somewhere. Remove a route here when its page lands.
 */
export interface PlaceholderRoute {
  path: string;
  title: string;
  purpose: string;
  /** Pages about a shopper's own data are not for search engines. */
  noindex?: boolean;
}

const route = (path: string, words: { title: string; purpose: string }, noindex = false): PlaceholderRoute =>
  ({ path, ...words, ...(noindex ? { noindex } : {}) });

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  route('about', pageMessages.about),
  route('contact', pageMessages.contact),
  route('contact-us', pageMessages.contact),
  route('contactV1', pageMessages.contactV1),
  route('coming-soon', pageMessages.comingSoon),
  route('outlets', pageMessages.outlets),
  route('privacy-policy', pageMessages.privacyPolicy),
  route('terms-conditions', pageMessages.termsConditions),
  route('return', pageMessages.returnPolicy),
  route('payments/response/success', pageMessages.paymentSuccess, true),
  route('payments/response/failed', pageMessages.paymentFailed, true),
  route('payments/response/cancel', pageMessages.paymentCancelled, true),
  route('payments/response/later', pageMessages.payLater, true),
];
