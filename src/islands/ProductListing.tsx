import { Suspense, startTransition, useDeferredValue, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { ProductSort } from '../lib/contract/index.ts';
import { listingMessages as say } from '../lib/messages/listing.ts';
import { LISTING_PAGE_SIZE, LISTING_PENDING_CLASS, LISTING_SHOWN_ATTRIBUTE, parseListingQuery, sortLabels, type ListingQuery } from '../lib/search/listing-query.ts';
import { FILTERS_HASH, NO_FILTERS, activeFilterCount } from '../lib/search/listing-filters.ts';
import {
  $facets, $shownFacets, $listing, $listingView, $refineText, browserPorts, changeFilters, changeListing, followUrl, prepareSearch, refineListing, startListing, wantFacets,
  prerenderedView, type ListingCategory, type ListingSetup, type ListingView,
} from '../stores/listing.ts';
import { filterMessages } from '../lib/messages/listing.ts';
import { takeEarlyPress } from '../scripts/early-input.ts';
import ChosenFilters from './listing/ChosenFilters.tsx';
import { LazyFilterPanel, preloadFilterPanel } from './listing/LazyFilterPanel.tsx';
import ListingSkeleton from '../ui/ListingSkeleton.tsx';
import ListingGrid from '../ui/ListingGrid.tsx';
import { useOnWake } from '../ui/hooks/use-on-wake.ts';
import { usePriceFormatter } from '../ui/hooks/use-price.ts';
import { localHref } from '../lib/i18n/href.ts';
import { localName } from '../lib/i18n/names.ts';
import type { OptionWords } from '../lib/i18n/option-words.ts';
import type { BuildPricing } from '../lib/search/api-listing.ts';

interface Props {
  /** How many products the prerendered listing has (its first page is `children`); null on the search shell. */
  initial: ListingSetup['initial'];
  /**
   * The prerendered first page's grid (newest first), as Astro rendered it: shown while the listing
   * is the prerendered one. Its cards are the page's HTML only, not the island's props as well.
   */
  children?: ReactNode;
  /** `name` is what the listing filters by; `nameBn` (Bangla pages only) what a Bangla page shows. */
  categories: (ListingCategory & { nameBn?: string | undefined })[];
  /** Set on a category's own page: the listing never leaves it. */
  fixedCategoryId?: number | null;
  /** The build's discounts, for the commerce API's answers: the text typed, and the search shell's own listing. */
  pricing: BuildPricing;
  /** The options its products may be filtered by ("Size", "Color"). */
  optionNames?: string[];
  /** Their Bangla words, on a Bangla page (src/lib/i18n/option-words.ts). */
  optionWords?: OptionWords;
}

/**
 * A product listing with a refine box, sorts and pages: it shows the listing store's state and calls
 * its actions. The first page comes prerendered (or, on the search shell, skeleton cards hold its
 * space until the commerce API answers); text comes from the commerce API, filters and price sorts
 * from the static Pagefind index, each loaded only when needed (src/stores/listing.ts).
 */
export default function ProductListing({ initial, children, categories, fixedCategoryId = null, pricing, optionNames = [], optionWords }: Props) {
  const format = usePriceFormatter();
  const refineBox = useRef<HTMLInputElement>(null);
  const sortBox = useRef<HTMLSelectElement>(null);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const filterDialog = useRef<HTMLDialogElement>(null);
  // The panel's counts are deferred like the grid: a listing's counts (every value of every filter)
  // come from the store synchronously, and the panel's render of them, a few hundred elements on
  // first open, would be one long task; deferred, React splits it into ~5 ms slices.
  const facets = useDeferredValue(useStore($facets));
  const shownFacets = useDeferredValue(useStore($shownFacets));
  // The panel mounts on the first press (its code loads then) and opens as it mounts; later presses open it here.
  const [filtersWanted, setFiltersWanted] = useState(false);
  const openFilters = () => {
    wantFacets();
    // In a transition: the panel first renders in slices once its code is in, not in one task.
    startTransition(() => setFiltersWanted(true));
    if (filterDialog.current && !filterDialog.current.open) filterDialog.current.showModal();
  };
  const [awake, setAwake] = useState(false);
  const stored = { listing: useStore($listing), view: useStore($listingView), text: useStore($refineText) };
  // Until the store starts, render exactly what the server did, so hydration matches.
  const [first] = useState<{ listing: ListingQuery; view: ListingView }>(() => ({
    listing: { query: '', categoryId: fixedCategoryId, sort: 'relevance', page: 1 },
    view: initial ? prerenderedView(initial) : { status: 'loading' },
  }));
  const live = useMemo(() => ({ listing: stored.listing, view: stored.view }), [stored.listing, stored.view]);
  // What the shopper asked for last: the sort box and the page buttons act on it at once.
  const asked = awake ? live.listing : first.listing;
  // What is shown (grid, count, page n of m) is deferred, together so they always agree: a new page
  // of 24 cards renders in a transition, which React splits into ~5 ms slices (the store's updates
  // are synchronous), so the arrival of results never blocks the main thread for long.
  const latest = awake ? live : first;
  const shownPair = useDeferredValue(latest);
  const { listing, view } = shownPair;
  // Whether what is shown is the latest the store holds: the deferred pair lags while React renders it.
  const caughtUp = shownPair === latest;
  const text = awake ? stored.text : '';
  // Skeletons as many as the cards last shown (a full page at first), so the grid keeps its height.
  const lastShown = useRef(LISTING_PAGE_SIZE);
  if (view.status === 'ready' && view.products.length > 0) lastShown.current = view.products.length;
  if (view.status === 'prerendered' && view.total > 0) lastShown.current = Math.min(view.total, LISTING_PAGE_SIZE);
  // A listing's count is known: found, or the prerendered one.
  const counted = view.status === 'ready' || view.status === 'prerendered' ? view : null;

  // What the shopper typed or chose before this woke up (the box differs from what the server sent) wins.
  useOnWake(refineBox, (box) => {
    const select = sortBox.current;
    startListing({ initial, categories, fixedCategoryId, optionNames }, browserPorts(pricing), new URLSearchParams(location.search), {
      typed: box.value !== box.defaultValue ? box.value : null,
      sort: select && !select.selectedOptions[0]?.defaultSelected ? select.value : null,
    });
    setAwake(true);
  });

  // Once awake: open the panel if the Filters button was pressed before, or the URL asks.
  useEffect(() => {
    if (awake && (takeEarlyPress(filtersButton.current) || location.hash === FILTERS_HASH)) openFilters();
  }, [awake]);

  useEffect(() => {
    const read = () => followUrl(new URLSearchParams(location.search));
    addEventListener('popstate', read);
    return () => removeEventListener('popstate', read);
  }, []);

  // ListingPage.astro hides a prerendered grid the URL does not ask for: show the grid again once it
  // holds the listing the URL asks for (not merely the prerendered one), and say so while it does.
  useEffect(() => {
    const html = document.documentElement;
    const answered = awake && view.status !== 'loading'
      && JSON.stringify(parseListingQuery(new URLSearchParams(location.search), categories, fixedCategoryId, optionNames)) === JSON.stringify(listing);
    if (answered) html.classList.remove(LISTING_PENDING_CLASS);
    html.toggleAttribute(LISTING_SHOWN_ATTRIBUTE, answered && caughtUp && counted !== null);
  }, [awake, caughtUp, view.status, counted, listing, categories, fixedCategoryId, optionNames]);

  const category = categories.find((c) => c.id === listing.categoryId);
  // The category as the shopper reads it: its Bangla name on a Bangla page (issue 24 §4).
  const categoryName = category ? localName(category) : undefined;
  const scope = fixedCategoryId !== null && categoryName ? categoryName : null;
  const pages = counted ? Math.max(1, Math.ceil(counted.total / LISTING_PAGE_SIZE)) : 1;
  return (
    <div className="listing">
      <div className="listing__bar">
        <label className="listing__refine">
          <span className="visually-hidden">{scope ? say.searchInCategory(scope) : say.searchInAll}</span>
          <input ref={refineBox} type="search" value={text} maxLength={100} autoComplete="off" enterKeyHint="search"
            placeholder={scope ? say.searchPlaceholderInCategory(scope) : say.searchPlaceholderInAll}
            // Focus says a search is coming: fetch its code now, not on the first key.
            onFocus={prepareSearch}
            onChange={(event) => refineListing(event.target.value)} />
        </label>
        <p role="status" className="listing__count">
          {counted ? countText(counted.total, listing.query, fixedCategoryId ? undefined : categoryName) : view.status === 'loading' ? say.searching : ''}
        </p>
        <label className="listing__sort">
          {say.sortBy}{' '}
          <select ref={sortBox} value={asked.sort} onChange={(event) => changeListing({ sort: event.target.value as ProductSort })}>
            {Object.entries(sortLabels()).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <button ref={filtersButton} type="button" className="btn btn--ghost listing__filters" aria-haspopup="dialog" data-early-press data-needs-script=""
          onClick={openFilters} onPointerEnter={preloadFilterPanel} onFocus={preloadFilterPanel}>
          {filterMessages.filtersButton(activeFilterCount(asked.filters ?? NO_FILTERS))}
        </button>
      </div>
      {asked.filters && <ChosenFilters filters={asked.filters} optionWords={optionWords} onChange={changeFilters} onEmptied={() => filtersButton.current?.focus()} />}
      {awake && filtersWanted && (
        <Suspense fallback={null}>
          <LazyFilterPanel dialog={filterDialog} filters={asked.filters ?? NO_FILTERS} status={facets} facets={shownFacets} optionNames={optionNames} optionWords={optionWords}
            total={counted ? counted.total : null} onChange={changeFilters} />
        </Suspense>
      )}
      {view.status === 'loading' && <ListingSkeleton cards={lastShown.current} label={say.gridLoading} />}
      {view.status === 'error' && <p className="listing__empty" role="alert">{say.searchUnavailable}</p>}
      {counted?.total === 0 && <EmptyState query={listing.query} category={categoryName} />}
      {view.status === 'prerendered' && view.total > 0 && children}
      {view.status === 'ready' && view.products.length > 0 && (
        <ListingGrid products={view.products} label={listing.query ? say.gridResults : say.gridProducts} format={format} />
      )}
      {counted && pages > 1 && (
        <nav className="pagination" aria-label={say.pages}>
          <button type="button" className="btn btn--ghost" disabled={listing.page <= 1} onClick={() => changeListing({ page: asked.page - 1 })}>{say.previous}</button>
          <span>{say.pageOf(listing.page, pages)}</span>
          <button type="button" className="btn btn--ghost" disabled={listing.page >= pages} onClick={() => changeListing({ page: asked.page + 1 })}>{say.next}</button>
        </nav>
      )}
    </div>
  );
}

function countText(total: number, query: string, categoryName: string | undefined): string {
  return query ? say.resultCount(total, query, categoryName) : say.productCount(total, categoryName);
}

function EmptyState({ query, category }: { query: string; category: string | undefined }) {
  return (
    <div className="listing__empty">
      <h2>{say.noneFound(query, category)}</h2>
      <p>{say.noneFoundHelp}</p>
      <p><a className="btn" href={localHref('/products')}>{say.browseAll}</a></p>
    </div>
  );
}
