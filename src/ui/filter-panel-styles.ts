/**
 * Loads the filter panel's stylesheet (once a page: load-stylesheet.ts), with its address and its
 * loader fetched only then: a listing that never opens the panel loads neither (two requests fewer
 * on every listing page). Used by the panel's lazy loader (src/islands/listing/LazyFilterPanel.tsx)
 * and by a page opened on `#filters` (src/scripts/filters-early.ts).
 * The stylesheet's address (`?url`), not its rules: imported as CSS, even dynamically, Astro would
 * inline them in every listing page.
 */
export function loadPanelStyles(): Promise<void> {
  return Promise.all([import('./load-stylesheet.ts'), import('../styles/filter-panel.css?url')])
    .then(([{ loadStylesheet }, { default: url }]) => loadStylesheet(url));
}
