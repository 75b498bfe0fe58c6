// Each stylesheet's load, once per page, whoever asks first.
const loads = new Map<string, Promise<void>>();

/**
 * Adds a built stylesheet (imported with `?url`, so Astro does not inline its rules in every page) to
 * the page; resolves once it applies, or could not load (the view still works, plainer). For what only
 * shows after a shopper acts: the header's pop-ups, the filter panel.
 */
export function loadStylesheet(href: string): Promise<void> {
  let load = loads.get(href);
  if (!load) {
    load = new Promise((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener('error', () => resolve(), { once: true });
      document.head.append(link);
    });
    loads.set(href, load);
  }
  return load;
}
