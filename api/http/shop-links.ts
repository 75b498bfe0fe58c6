/**
 * An address on the shop (`path`, starting with `/`) in the shopper's language: under `/bn` for
 * Bangla (issue 24), as the shop serves its Bangla pages. For the links in e-mails and the
 * redirects back from the payment gateway.
 */
export function shopUrl(siteUrl: string, path: string, lang: 'en' | 'bn'): string {
  return `${siteUrl}${lang === 'bn' ? '/bn' : ''}${path}`;
}
