import { useEffect, useState } from 'react';
// The file's address, not its rules: imported as CSS (even dynamically), Astro would inline it in
// every page that renders a header island, which is what this keeps out of the pages.
import popupStylesUrl from '../../styles/header-popups.css?url';

// Loaded once per page, by whichever header island wakes first.
let styles: Promise<void> | undefined;

/** Adds the stylesheet to the page; resolves once it applies, or could not load (a plain panel still works). */
function loadPopupStyles(): Promise<void> {
  styles ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = popupStylesUrl;
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    document.head.append(link);
  });
  return styles;
}

/**
 * The header's pop-up panels' styles (src/styles/header-popups.css: the search suggestions, the
 * cart dropdown), loaded when a header island wakes rather than inlined in every page. True once
 * they apply, so a panel never shows unstyled.
 */
export function usePopupStyles(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadPopupStyles().then(() => live && setReady(true));
    return () => void (live = false);
  }, []);
  return ready;
}
