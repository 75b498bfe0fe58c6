/*
 * What a shopper did on an island (or a component with a vanilla script) before it woke (DESIGN:
 * input is never dropped). Typed text and picked options stay in the DOM by themselves and are read
 * when the island wakes; a press on a button does not, so a tiny inline script (EARLY_PRESS_SCRIPT,
 * run before any other JavaScript arrives) notes it on the button for the island or script to act on.
 */

/**
 * Runs on every page before any script: a click on a `data-early-press` button inside a sleeping
 * island (Astro's `<astro-island ssr>`) or a `data-asleep` element marks the button `data-pressed`
 * (with how many times). A component's vanilla script, once listening, dispatches
 * `new Event('early-press:wake')` on its `data-asleep` root: the root is awake, and each press noted
 * in it is clicked again, as often as made. (The scripts spell the name out rather than import it:
 * an import from this module, which islands share, would cost each inline script a request.)
 */
export const EARLY_PRESS_SCRIPT =
  "addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('[data-early-press]');" +
  "if(b&&b.closest('astro-island[ssr],[data-asleep]'))b.setAttribute('data-pressed',(+b.getAttribute('data-pressed')||0)+1)},true);" +
  "addEventListener('early-press:wake',function(e){var r=e.target;r.removeAttribute('data-asleep');" +
  "for(var b of[r,...r.querySelectorAll('[data-pressed]')]){var n=+b.getAttribute('data-pressed');b.removeAttribute('data-pressed');while(n-->0)b.click()}},true)";

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
