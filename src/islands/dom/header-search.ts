import { searchUrl } from '../../lib/search-url.ts';

/*
 * The header search (spec §2, §5) in plain DOM code: the form is on every page, and as plain HTML
 * it already works before any JavaScript (a GET to /products; the browser refuses empty text).
 * This only refines the submit: it reads the form when the shopper submits, so text typed or a
 * category picked before this code ran is exactly what is searched for.
 */

/** Wires the header's search form: no empty search, no empty `categoryId`, and the box cleared after. */
export function initHeaderSearch(form: HTMLFormElement): void {
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const typed = new FormData(form);
    const url = searchUrl(String(typed.get('query') ?? ''), String(typed.get('categoryId') ?? ''));
    if (!url) return; // empty text never submits (spec §5)
    const box = form.elements.namedItem('query');
    if (box instanceof HTMLInputElement) box.value = ''; // spec §2: the text box is cleared after submitting
    location.assign(url);
  });
  form.dataset['ready'] = '';
}
