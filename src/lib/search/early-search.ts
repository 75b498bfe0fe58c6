import { PUBLIC_API_KEY, PUBLIC_API_URL, PUBLIC_DEVICE_ID } from 'astro:env/client';
import type { ProductApi } from '../api/product-fetch.ts';
import { LISTING_PAGE_SIZE } from './listing-query.ts';

/** The build's API settings, as the search shell's requests use them (spec §7 headers, no session). */
export const searchApi: ProductApi = {
  base: PUBLIC_API_URL.replace(/\/+$/, ''),
  headers: { 'X-API-KEY': PUBLIC_API_KEY, 'X-DEVICE-ID': PUBLIC_DEVICE_ID, Accept: 'application/json' },
};

/**
 * The search shell's inline script (src/pages/search.astro): it sends the API request of the
 * listing the URL asks for while the page is still being read, so the answer travels while React
 * and the listing island load, instead of after they have woken (a second connection, a CORS
 * preflight and the request: three round trips off the first results). It leaves the request in
 * `earlyProductSearch`, which `fetchProductPage` takes when it asks for the same URL.
 *
 * It repeats what `productPageUrl(apiSearch(parseListingQuery(url)))` computes, with no code
 * loaded, for the listings the API answers (not the price sorts, nor `category=`: a slug, and the
 * page has none). Should it disagree, the island sends its own request and this one goes unused:
 * it only has to agree to save time, never to be right (tests/unit/search-api-listing.test.ts
 * holds the two together).
 * Inline and written out rather than imported, like EARLY_PRESS_SCRIPT: an import would be one more
 * request in the chain before it.
 */
export function earlySearchScript(api: ProductApi, categoryIds: readonly number[]): string {
  const constants = `var B=${JSON.stringify(api.base)},H=${JSON.stringify(api.headers)},I=${JSON.stringify(categoryIds)};`;
  return `(function(){${constants}var p=new URLSearchParams(location.search);if(p.has('category'))return;` +
    "var q=(p.get('query')||'').trim().slice(0,100),s=p.get('sort')||'relevance',n=Number(p.get('page')),c=Number(p.get('categoryId'));" +
    // The price sorts come from the static index (API_SORTS in src/stores/listing.ts).
    "if(s!=='relevance'&&s!=='newest')return;" +
    `var a=new URLSearchParams({page:String(Number.isInteger(n)&&n>1?n:1),size:'${LISTING_PAGE_SIZE}',sort:s==='relevance'&&!q?'newest':s});` +
    "if(I.indexOf(c)>=0)a.set('categoryId',String(c));if(q)a.set('query',q);var u=B+'/api/v3/items/joined?'+a;" +
    'self.earlyProductSearch={url:u,body:fetch(u,{headers:H}).then(function(r){return r.ok?r.json():void 0}).catch(function(){})}})()';
}
