/**
 * What a page shows only while JavaScript runs (issue 22 §13): an element marked
 * `data-needs-script` (a "Loading…" that only a script ends, a form only a script can send) is
 * hidden when scripts are off, by this style inside a `<noscript>` of every page's head
 * (src/layouts/BaseLayout.astro); a `<noscript>` beside it says what the shopper needs instead.
 * CSS alone, so it holds before any script could run, with no layout shift when they do.
 *
 * One text for every page, so one hash allows it under the Content-Security-Policy
 * (scripts/site-headers.ts). `!important`: it must win over the element's own display rule.
 */
export const NEEDS_SCRIPT_CSS = '[data-needs-script]{display:none!important}';
