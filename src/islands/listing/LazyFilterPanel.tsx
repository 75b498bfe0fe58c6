import { lazy, memo, useEffect, type ComponentProps } from 'react';
import { filterMessages as say } from '../../lib/messages/listing.ts';
import type FilterPanel from './FilterPanel.tsx';
import { loadPanelStyles } from '../../ui/filter-panel-styles.ts';

/*
 * The filter panel's code loads when a shopper is about to open it, not with the listing: it is a
 * modal dialog on every screen, shown only after a press on Filters (or a `#filters` link). Measured
 * on the demo build: 1.5 KiB (brotli) less first JavaScript on every listing (category, search).
 */

type Props = ComponentProps<typeof FilterPanel>;

/**
 * Starts loading the panel's code and its stylesheet: a press on Filters is coming (a pointer over
 * it, focus on it). The panel renders once both are in, so it never shows unstyled.
 */
export const preloadFilterPanel = () => Promise.all([import('./FilterPanel.tsx'), loadPanelStyles()]).then(([panel]) => panel);

/**
 * The panel, loaded on first render; if its code cannot load (offline), a dialog that says so.
 * Memoised: the listing hands it its counts deferred (ProductListing.tsx), and the urgent render
 * that comes first, with the same props as before, skips the panel altogether.
 */
export const LazyFilterPanel = memo(lazy(() => preloadFilterPanel().catch(() => ({ default: FiltersUnavailable }))));

/** What opens instead of the panel when its code failed to load: the listing itself keeps working. */
function FiltersUnavailable({ dialog }: Props) {
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [dialog]);
  return (
    <dialog ref={dialog} className="filters" aria-label={say.filters}>
      <div className="filters__head">
        <p role="alert">{say.unavailable}</p>
        <button type="button" className="filters__close" aria-label={say.closeFilters} onClick={() => dialog.current?.close()}>{say.close}</button>
      </div>
    </dialog>
  );
}
