/** Step 1: the demo shop built and served like the CDN, measured with Lighthouse per page type. */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathInLocale } from '../../src/lib/i18n/href.ts';
import { buildSite } from '../build.ts';
import { runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { prepareCustomer, type BenchCustomer } from './customer.ts';
import { median } from './stats.ts';
import { startApiProcess, startSiteProcess } from './servers.ts';
import { compressedBodyBytes, warmPage, type WarmedPage } from './warm.ts';

/** The figures the table shows as medians over the runs. */
type MedianKey = 'score' | 'lcpSeconds' | 'tbtMs' | 'cls' | 'totalBytes' | 'scriptBytes' | 'documentTransferBytes';

/** One measured page: every run plus the medians the table shows. */
export interface PageResult {
  name: string;
  path: string;
  /** The score this page must reach when it differs from BUDGETS.score (a listing computed in the browser). */
  minScore?: number;
  /** A listing computed in the browser: its own LCP budget (issue 23's budgets: 1.8 s). */
  maxLcpSeconds?: number;
  /** Set when the intended page was missing and another one was measured instead. */
  fallbackFrom?: string;
  warm: WarmedPage;
  runs: LighthouseRun[];
  median: Pick<LighthouseRun, MedianKey>;
  /** Compressed bytes of the page's scripts without HTTP headers (Lighthouse's figure has them). */
  scriptBodyBytes: number;
  renderBlockingScript: boolean;
  renderBlockingScripts: string[];
}

/** The demo catalogue's size, as `npm start` seeds it. */
export const DEMO_PRODUCTS = 360;

/** A page shoppers land on; `minScore` and `maxLcpSeconds` where the budgets set their own for a listing computed in the browser. */
interface BenchPage { name: string; path: string; fallback?: string; minScore?: number; maxLcpSeconds?: number; signedIn?: boolean }

/**
 * The pages shoppers actually land on (issue 9, item 10): home, a category as the home page links
 * it (read from the built home page, so the bench follows the link wherever it leads), a product,
 * a search as the header search submits it (computed in the browser: score ≥ 95), the cart,
 * sign-in (issue 10) and its phone screen (issue 26), the about, contact and outlets pages (issue 13),
 * a filtered category with and without its filter sheet open (issue 25), and the Bangla twins of
 * home, category, product, search, cart and checkout (issue 24).
 */
async function pagesToMeasure(dist: string, { saleId, laterInvoiceId }: BenchCustomer): Promise<BenchPage[]> {
  const category = await categoryLinkedFromHome(dist);
  return [
    { name: 'home', path: '/' },
    { name: 'category', path: category, fallback: '/products' },
    { name: 'product', path: '/products/1' },
    { name: 'search', path: '/products?query=pen', minScore: 95, maxLcpSeconds: 1.8 },
    // Issue 25 §5: a category narrowed by two filters (found in the browser), and its phone filter sheet open.
    { name: 'filtered category', path: FILTERED_CATEGORY, minScore: 95, maxLcpSeconds: 1.8 },
    { name: 'filter sheet', path: `${FILTERED_CATEGORY}#filters`, minScore: 95, maxLcpSeconds: 1.8 },
    { name: 'cart', path: '/cart' },
    { name: 'sign-in', path: '/signin' },
    { name: 'phone sign-in', path: '/signin/phone' },
    // Content pages (issue 13): prerendered from the content API, little or no JavaScript.
    { name: 'about', path: '/about' },
    { name: 'contact', path: '/contact' },
    { name: 'outlets', path: '/outlets' },
    // A customer's own screens, signed in with a cart (issues 10, 11): as a guest they redirect.
    { name: 'checkout', path: '/checkout', signedIn: true },
    { name: 'orders', path: '/orders', signedIn: true },
    { name: 'order', path: `/details?id=${saleId}`, signedIn: true },
    { name: 'profile', path: '/profile', signedIn: true },
    { name: 'addresses', path: '/addresses', signedIn: true },
    { name: 'wishlist', path: '/wishlist', signedIn: true },
    // A payment result page (issue 12): the pay-later one, with its instructions, signed in as its customer.
    { name: 'payment', path: `/payments/response/later?invoiceId=${laterInvoiceId}`, signedIn: true },
    // Issue 24: the Bangla twins of the pages shoppers land on most, under the same budgets.
    { name: 'home (bn)', path: '/bn' },
    { name: 'category (bn)', path: pathInLocale(category, 'bn'), fallback: '/bn/products' },
    { name: 'product (bn)', path: '/bn/products/1' },
    { name: 'search (bn)', path: `/bn/products?query=${encodeURIComponent('কলম')}`, minScore: 95, maxLcpSeconds: 1.8 },
    { name: 'cart (bn)', path: '/bn/cart' },
    { name: 'checkout (bn)', path: '/bn/checkout', signedIn: true },
  ];
}

/** A category of the demo catalogue with two filters chosen: in stock, and a price band. */
const FILTERED_CATEGORY = '/categories/notebooks-diaries?stock=in&price=100-249.99';

/** The first link of the built home page's category grid, as a shopper would tap it. */
async function categoryLinkedFromHome(dist: string): Promise<string> {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const grid = /<ul class="category-grid"[^>]*>[\s\S]*?<a href="([^"]+)"/.exec(html);
  if (!grid?.[1]) throw new Error('the home page links no category; cannot measure a category page');
  return grid[1].replaceAll('&amp;', '&');
}

/** Builds the demo shop into `outDir`, serves it, and runs Lighthouse `runs` times per page. */
export async function benchDemoShop(root: string, outDir: string, runs: number, chromePath: string): Promise<{ pages: PageResult[]; siteUrl: string; apiUrl: string; customer: BenchCustomer }> {
  const api = await startApiProcess('demo', DEMO_PRODUCTS);
  console.log(`[bench] demo API at ${api.url}; building into ${outDir}/`);
  await buildSite({ apiUrl: api.url, outDir });
  const site = await startSiteProcess('demo', join(root, outDir), api.url);
  console.log(`[bench] demo site at ${site.url}`);

  const customer = await prepareCustomer(api.url);
  const results: PageResult[] = [];
  for (const page of await pagesToMeasure(join(root, outDir), customer)) {
    let path = page.path;
    let warm = await warmPage(site.url + path, api.url);
    let fallbackFrom: string | undefined;
    if (warm.status === 404 && page.fallback) {
      // The category route may not exist yet; the product list is the closest listing page.
      console.log(`[bench] ${path} is 404; measuring ${page.fallback} instead`);
      fallbackFrom = path;
      path = page.fallback;
      warm = await warmPage(site.url + path, api.url);
    }
    if (warm.status !== 200) throw new Error(`${path} answered ${warm.status}; cannot measure it`);

    const pageRuns: LighthouseRun[] = [];
    for (let i = 1; i <= runs; i++) {
      const run = await runLighthouse(site.url + path, chromePath, page.signedIn ? customer.storage : undefined);
      // A signed-in screen that redirected measured another page: say so rather than report it.
      if (page.signedIn && new URL(run.finalUrl).pathname !== new URL(site.url + path).pathname) {
        throw new Error(`${path} ended at ${run.finalUrl}: the session did not take`);
      }
      console.log(`[bench] ${page.name} ${path} run ${i}/${runs}: score ${run.score ?? '-'}, LCP ${run.lcpSeconds?.toFixed(2) ?? '-'} s`);
      pageRuns.push(run);
    }
    const pick = (key: MedianKey) => median(pageRuns.map((run) => run[key]));
    const blockingScripts = [...new Set(pageRuns.flatMap((run) => run.renderBlockingScripts))];
    results.push({
      name: page.name,
      path,
      ...(page.minScore ? { minScore: page.minScore } : {}),
      ...(page.maxLcpSeconds ? { maxLcpSeconds: page.maxLcpSeconds } : {}),
      ...(fallbackFrom ? { fallbackFrom } : {}),
      warm,
      runs: pageRuns,
      median: {
        score: pick('score'),
        lcpSeconds: pick('lcpSeconds'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        totalBytes: pick('totalBytes'),
        scriptBytes: pick('scriptBytes'),
        documentTransferBytes: pick('documentTransferBytes'),
      },
      scriptBodyBytes: await compressedBodyBytes(pageRuns.at(-1)?.scriptUrls ?? []),
      renderBlockingScript: blockingScripts.length > 0,
      renderBlockingScripts: blockingScripts,
    });
  }
  return { pages: results, siteUrl: site.url, apiUrl: api.url, customer };
}
