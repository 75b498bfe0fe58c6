import { closeOnClickAwayOrEscape } from './details-menu.ts';

/*
 * The header's "Browse categories" dropdown (BrowseCategories.astro), a <details>: called by the
 * header's script (header.ts) rather than a <script> of its own, which Astro inlined into every page.
 */

/** Closes each browse menu on Escape (focus back on its toggle) or a click elsewhere, as a shopper expects of a dropdown. */
export function initBrowseMenus(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('[data-browse]')) closeOnClickAwayOrEscape(menu);
}
