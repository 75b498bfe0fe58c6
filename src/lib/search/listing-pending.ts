import { LISTING_PENDING_CLASS } from './listing-query.ts';

/**
 * The listing pages' inline script (src/components/ListingPage.astro): runs while the page parses,
 * before the grid paints. A URL asking for a search, a sort, a page, a filter (listing-filters.ts:
 * brand, price, stock, sale, or an option the page names in `data-options`: a JSON list of
 * their parameters) or (on
 * /products) a category hides the prerendered grid (its space kept) until the island shows the
 * right one; should the island never run, the grid comes back after 5 s rather than never.
 * Defaults (sort=relevance, page=1) change nothing, nor, on a category's own page, its category
 * parameters: the script element says which page it is on (`data-fixed-category`). Hosts that read `_redirects` send
 * such URLs to the category page or the search shell instead; this is for those that do not.
 *
 * One text for every listing page, so one hash allows it under the Content-Security-Policy
 * (scripts/site-headers.ts) rather than a hash per variant.
 */
export const LISTING_PENDING_SCRIPT =
  '(function(){var s=document.currentScript,fixed=!!s&&s.dataset.fixedCategory==="true",p=new URLSearchParams(location.search);' +
  'var other=function(n,unless){return(p.get(n)||"").trim()!==""&&p.get(n)!==unless};' +
  'var o=[];try{o=JSON.parse(s&&s.dataset.options||"[]")}catch(e){}' +
  'var filtered=["brand","price","stock","sale"].concat(o).some(function(n){return n&&other(n)});' +
  'if(filtered||other("query")||other("sort","relevance")||other("page","1")||(!fixed&&(other("categoryId")||other("category")))){' +
  `var h=document.documentElement;h.classList.add(${JSON.stringify(LISTING_PENDING_CLASS)});` +
  `setTimeout(function(){h.classList.remove(${JSON.stringify(LISTING_PENDING_CLASS)})},5000)}})()`;

/** The search shell without JavaScript: no result will come, so no skeletons and no "Searching…". */
export const LISTING_NOSCRIPT_CSS = '.listing .product-grid--skeleton, .listing .listing__count { display: none; }';
