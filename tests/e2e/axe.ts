import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/*
 * The accessibility check every page kind goes through (accessibility.spec.ts, and its Bangla twin
 * accessibility-bn.spec.ts): axe with every WCAG A/AA rule.
 */

/** Pages a shopper meets, each checked as a phone and a desktop show it, in English and (under /bn) in Bangla. */
export const PAGES = ['/', '/categories/pens', '/products', '/products?query=notebook', '/products?categoryId=3', '/products/1', '/cart', '/about', '/privacy-policy', '/terms-conditions', '/return', '/coming-soon', '/contact', '/contactV1', '/contact?error=invalid#contact-invalid', '/outlets', '/no-such-page', '/signin', '/signin/phone', '/signup', '/forgot-password', '/reset-password?token=x'];

/** The widths every page is checked at: a phone and a desktop. */
export const VIEWPORTS = [{ width: 390, height: 844 }, { width: 1280, height: 900 }];

/** WCAG 2.0, 2.1 and 2.2 A/AA: every rule axe tags with them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * WCAG rules this axe (4.13, inside @axe-core/playwright) ships as experimental, so the tags alone
 * never run them: 2.5.3 label in name (a link named "Kolom home" that shows "Kolom Stationery &
 * Gifts" passed unseen) and 1.3.4 orientation.
 */
const EXPERIMENTAL_WCAG_RULES = ['label-content-name-mismatch', 'css-orientation-lock'];

/** WCAG A/AA violations on the page as it is now, one line per failing element (names what to fix). */
export async function violationsNow(page: Page): Promise<string[]> {
  const rules = Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }]));
  // Tags and rules in one options object: `withTags` then `options` would drop the tags.
  const { violations } = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules }).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

