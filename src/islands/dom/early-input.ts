/*
 * What a shopper did on an island before it woke (DESIGN: an island never drops input). Typed text
 * and picked options stay in the DOM by themselves and are read when the island wakes; a press on a
 * button does not, so a tiny inline script (EARLY_PRESS_SCRIPT, run before any island's JavaScript
 * arrives) notes it on the button for the island to act on.
 */

/** Runs on every page before the islands load: a click on a `data-early-press` button inside a
 * sleeping island (Astro's `<astro-island ssr>`) marks the button `data-pressed`. */
export const EARLY_PRESS_SCRIPT =
  "addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early-press]');" +
  "if(b&&b.closest('astro-island[ssr]'))b.setAttribute('data-pressed','')},true)";

/** Whether `button` was pressed before its island woke; forgets the press, so it is acted on once. */
export function takeEarlyPress(button: Element | null): boolean {
  if (!button?.hasAttribute('data-pressed')) return false;
  button.removeAttribute('data-pressed');
  return true;
}

/** The checked radio of each group under `root`, as `{ name: value }`. */
export function checkedRadios(root: ParentNode): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const radio of root.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')) checked[radio.name] = radio.value;
  return checked;
}
