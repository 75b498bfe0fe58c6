import { formatYear } from '../lib/messages/format.ts';
import { wireSubscribeForm } from './subscribe-form.ts';

/*
 * The footer's plain-DOM parts, run by the header's script (Header.astro) rather than a script of
 * their own: every page has both, and each `<script>` of a component is one more request.
 */

/** Fills in the copyright year and wires every e-mail sign-up form on the page (the footer's, the coming-soon page's). */
export function initFooter(): void {
  // Built once and served for years: the copyright year is the reader's, not the build's (in the page's
  // digits). Written only when they differ: until the new year the HTML already says it.
  const now = new Date().getFullYear();
  for (const year of document.querySelectorAll<HTMLElement>('[data-year]')) if (year.dataset.year !== String(now)) year.textContent = formatYear(now);
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-subscribe-form]')) wireSubscribeForm(form);
}
