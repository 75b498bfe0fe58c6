import { useEffect, useState } from 'react';
// The file's address, not its rules: imported as CSS (even dynamically), Astro would inline it in
// every page that renders a header island, which is what this keeps out of the pages.
import popupStylesUrl from '../../styles/header-popups.css?url';
import { loadStylesheet } from '../load-stylesheet.ts';

/**
 * The header's pop-up panels' styles (src/styles/header-popups.css: the search suggestions, the
 * cart dropdown), loaded when a header island wakes rather than inlined in every page. True once
 * they apply, so a panel never shows unstyled.
 */
export function usePopupStyles(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadStylesheet(popupStylesUrl).then(() => live && setReady(true));
    return () => void (live = false);
  }, []);
  return ready;
}
