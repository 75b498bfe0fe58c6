import { useEffect, useState } from 'react';
import type { ProductSort } from '../lib/contract/index.ts';
import type { ProductSummary } from '../lib/product-summary.ts';
import {
  LISTING_PAGE_SIZE, LISTING_PENDING_CLASS, SORT_LABELS, isCategoryFirstPage, isPrerendered, listingParams, pagefindSort, parseListingQuery, refineQuery,
  type ListingQuery,
} from '../lib/search/listing-query.ts';
import { categoryFirstPage } from '../lib/api/payloads.ts';
import { loadPagefind, searchProducts } from '../lib/search/pagefind.ts';
import ProductCard from '../ui/ProductCard.tsx';
import { usePriceFormatter } from './hooks/use-price.ts';

/** Cards in a phone's first screen (two columns): their pictures load at once, not lazily. */
const ABOVE_THE_FOLD_CARDS = 2;

interface Props {
  /** The prerendered first page (newest first) and how many products it is the start of. */
  initial: ProductSummary[];
  initialTotal: number;
  categories: { id: number; name: string; slug: string }[];
  /** Set on a category's own page: the listing never leaves it. */
  fixedCategoryId?: number | null;
}

/** What is on screen, and for which listing: a view never shows results of an earlier listing. */
type View = { key: string } & ({ status: 'ready'; products: ProductSummary[]; total: number } | { status: 'error' });
const keyOf = (listing: ListingQuery) => JSON.stringify(listing);

/**
 * A product listing with sorting and pages. The first page comes prerendered; other sorts, pages,
 * categories and text searches run on the static Pagefind index, loaded only when needed.
 */
export default function ProductListing({ initial, initialTotal, categories, fixedCategoryId = null }: Props) {
  const format = usePriceFormatter();
  const [listing, setListing] = useState<ListingQuery>({ query: '', categoryId: fixedCategoryId, sort: 'relevance', page: 1 });
  // What the refine box holds as typed (spaces included); the listing searches its trimmed text.
  const [text, setText] = useState('');
  const [loaded, setView] = useState<View>(() => ({ key: keyOf(listing), status: 'ready', products: initial, total: initialTotal }));
  const view = loaded.key === keyOf(listing) ? loaded : { status: 'loading' as const };

  useEffect(() => {
    const read = () => {
      const parsed = parseListingQuery(new URLSearchParams(location.search), categories, fixedCategoryId);
      setListing(parsed);
      setText(parsed.query);
    };
    read();
    addEventListener('popstate', read);
    return () => removeEventListener('popstate', read);
  }, [categories, fixedCategoryId]);

  useEffect(() => {
    const key = keyOf(listing);
    if (isPrerendered(listing, fixedCategoryId)) {
      setView({ key, status: 'ready', products: initial, total: initialTotal });
      return;
    }
    let current = true;
    const category = categories.find((c) => c.id === listing.categoryId);
    const sort = pagefindSort(listing);
    const found = category && isCategoryFirstPage(listing)
      ? categoryFirstPage(category.slug)
      : searchProducts(listing.query || null, { ...(category ? { filters: { category: category.name } } : {}), ...(sort ? { sort } : {}) },
        listing.page, LISTING_PAGE_SIZE);
    // null: a newer listing superseded this search; its own answer will show.
    found.then((answer) => answer && current && setView({ key, status: 'ready', ...answer }))
      .catch(() => current && setView({ key, status: 'error' }));
    return () => {
      current = false;
      searchProducts.cancel(); // a search this listing started is no one's once it changes
    };
  }, [listing, initial, initialTotal, categories, fixedCategoryId]);

  // ListingPage.astro hides the prerendered grid while the URL asks for another listing: show the
  // grid again once it holds the listing the URL asks for (not merely the prerendered one).
  useEffect(() => {
    if (view.status === 'loading') return;
    const wanted = parseListingQuery(new URLSearchParams(location.search), categories, fixedCategoryId);
    if (keyOf(wanted) === keyOf(listing)) document.documentElement.classList.remove(LISTING_PENDING_CLASS);
  }, [view.status, listing, categories, fixedCategoryId]);

  /** Shows another listing; `replace` keeps typing in the refine box out of the back button. */
  function go(next: Partial<ListingQuery>, replace = false) {
    const updated = { ...listing, page: 1, ...next };
    const params = listingParams(updated, fixedCategoryId !== null).toString();
    const url = `${location.pathname}${params ? `?${params}` : ''}`;
    if (replace) history.replaceState(null, '', url);
    else history.pushState(null, '', url);
    setListing(updated);
  }

  /** Results follow the refine box as the shopper types; stale answers are dropped by key. */
  function refine(typed: string) {
    setText(typed);
    const query = refineQuery(typed);
    if (query !== listing.query) go({ query }, true);
  }

  const category = categories.find((c) => c.id === listing.categoryId);
  const pages = view.status === 'ready' ? Math.max(1, Math.ceil(view.total / LISTING_PAGE_SIZE)) : 1;
  return (
    <div className="listing">
      <div className="listing__bar">
        <label className="listing__refine">
          <span className="visually-hidden">{fixedCategoryId !== null && category ? `Search in ${category.name}` : 'Search in all products'}</span>
          <input type="search" value={text} maxLength={100} autoComplete="off" enterKeyHint="search"
            placeholder={fixedCategoryId !== null && category ? `Search in ${category.name}…` : 'Search in all products…'}
            // Focus says a search is coming: fetch the library now, not on the first key.
            onFocus={() => void loadPagefind().catch(() => undefined)}
            onChange={(event) => refine(event.target.value)} />
        </label>
        <p role="status" className="listing__count">
          {view.status === 'loading' ? 'Searching…' : view.status === 'error' ? '' : countText(view.total, listing.query, fixedCategoryId ? undefined : category?.name)}
        </p>
        <label className="listing__sort">
          Sort by{' '}
          <select value={listing.sort} onChange={(event) => go({ sort: event.target.value as ProductSort })}>
            {Object.entries(SORT_LABELS).map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
      </div>
      {view.status === 'error' && (
        <p className="listing__empty" role="alert">Search is not available right now. Please check your connection and try again.</p>
      )}
      {view.status === 'ready' && view.total === 0 && <EmptyState query={listing.query} category={category?.name} />}
      {view.status === 'ready' && view.products.length > 0 && (
        <ul className="product-grid" aria-label={listing.query ? 'Search results' : 'Products'} aria-busy={false}>
          {view.products.map((product, index) => (
            <li key={product.id}><ProductCard product={product} format={format} priority={index < ABOVE_THE_FOLD_CARDS} /></li>
          ))}
        </ul>
      )}
      {view.status === 'ready' && pages > 1 && (
        <nav className="pagination" aria-label="Pages">
          <button type="button" className="btn btn--ghost" disabled={listing.page <= 1} onClick={() => go({ page: listing.page - 1 })}>Previous</button>
          <span>Page {listing.page} of {pages}</span>
          <button type="button" className="btn btn--ghost" disabled={listing.page >= pages} onClick={() => go({ page: listing.page + 1 })}>Next</button>
        </nav>
      )}
    </div>
  );
}

function countText(total: number, query: string, categoryName: string | undefined): string {
  const noun = total === 1 ? 'product' : 'products';
  const where = categoryName ? ` in ${categoryName}` : '';
  return query ? `${total} ${total === 1 ? 'result' : 'results'} for “${query}”${where}` : `${total} ${noun}${where}`;
}

function EmptyState({ query, category }: { query: string; category: string | undefined }) {
  return (
    <div className="listing__empty">
      <h2>No products found{query ? ` for “${query}”` : ''}{category ? ` in ${category}` : ''}</h2>
      <p>Check the spelling, try a shorter or more general word (for example “pen” or “খাতা”), or search all categories.</p>
      <p><a className="btn" href="/products">Browse all products</a></p>
    </div>
  );
}
