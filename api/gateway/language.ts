import type { TextLanguage } from '../sms/texts.ts';

/*
 * The language of the local gateway's pages (issue 24): the shopper's, as the shop knows it. The
 * shop sends it with the session call (`lang`, the order's language: the one the return page is
 * shown in too); SSLCommerz takes no such field and ignores it. The gateway keeps it in the hosted
 * page's address (`?lang=bn`) rather than in its books: the page, the press that posts back to that
 * address and what it answers all read it from there. English when absent, as before.
 */

/** A language the gateway's pages are shown in. */
export type GatewayLanguage = TextLanguage;

/** The language a `lang` field or query value asks for: Bangla for `bn`, else English. */
export function gatewayLanguage(value: string | undefined): GatewayLanguage {
  return value === 'bn' ? 'bn' : 'en';
}

/** The hosted page of session `key`, in `lang` (English keeps its plain address). */
export function hostedPath(key: string, lang: GatewayLanguage): string {
  const path = `/gateway/pay/${encodeURIComponent(key)}`;
  return lang === 'bn' ? `${path}?lang=bn` : path;
}
