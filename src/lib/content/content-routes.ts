/**
 * `_redirects` rules of the content pages: the mobile menu's `/contact-us` (spec §2) is the
 * contact page under another name, so a host sends it there for good (301) rather than keep two
 * copies. `src/pages/contact-us.astro` stays as the fallback of a host that reads no rules.
 */
export const CONTACT_US_REDIRECT = { from: '/contact-us', to: '/contact' } as const;

export function contentRoutes(): string {
  return `# The mobile menu's contact link (spec §2).\n${CONTACT_US_REDIRECT.from} ${CONTACT_US_REDIRECT.to} 301!\n`;
}
