import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';

/** Console errors and uncaught page errors seen while a test ran. */
export interface PageProblems {
  errors: string[];
}

/**
 * Every test starts with empty storage and records console errors and page errors, so a test
 * can assert that a page ran cleanly; its page's navigations are followed from the start (atRest).
 */
export const test = base.extend<{ problems: PageProblems }>({
  page: async ({ page }, use) => {
    watchNavigations(page);
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/**
 * Waits until React islands on the page have hydrated (Astro removes the `ssr` attribute) and the
 * header's plain DOM code ran. The header's islands (`client:header`) wake only when the shopper
 * reaches for the header, and take up whatever is done meanwhile: they are not waited for.
 */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]:not([client="header"])')).toHaveCount(0);
  // The header's plain-DOM parts (currency, account) mark their root once wired.
  await expect(page.locator('[data-currency-switcher], [data-account]').and(page.locator(':not([data-ready])'))).toHaveCount(0);
}

/**
 * Waits until the page is at rest: loaded, and no resource has finished loading across two of the
 * page's own idle periods in a row (lazy code is asked for on idle or on sight). A condition on
 * the page's state, instead of a fixed pause or Playwright's 500 ms of network silence: a test
 * that then says "nothing more was loaded" speaks of a page that had its chance to load it.
 */
export async function atRest(page: Page): Promise<void> {
  const navigations = watchNavigations(page);
  // A page that sends the shopper on (a guard's redirect to /signin) ends the first wait: the
  // page it went to is then the one waited for.
  for (let attempt = 0; ; attempt++) {
    try {
      if (navigations.pending) await expect.poll(() => navigations.pending, { message: 'the page it was sent to arrives', timeout: 15_000 }).toBeUndefined();
      await page.waitForLoadState('load');
      await page.evaluate(async () => {
        const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
        let seen = -1;
        while (performance.getEntriesByType('resource').length !== seen) {
          seen = performance.getEntriesByType('resource').length;
          await idle();
          await idle();
        }
      });
      if (!navigations.pending) return;
    } catch (error) {
      if (attempt >= 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/** A page's navigation to a new document that has started and not arrived yet. */
interface Navigations { pending: Request | undefined }
const watched = new WeakMap<Page, Navigations>();

/**
 * Follows `page`'s navigations to a new document (a guard's `location.replace` included), from the
 * first call on (the `page` fixture makes it as the page opens): `atRest` waits for one in flight,
 * so a test never ends, and closes its context, on a page between two documents.
 */
function watchNavigations(page: Page): Navigations {
  let navigations = watched.get(page);
  if (navigations) return navigations;
  const state: Navigations = { pending: undefined };
  navigations = state;
  watched.set(page, state);
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) state.pending = request;
  });
  // The new document's DOMContentLoaded: not fired by a same-document change (pushState), as framenavigated is.
  page.on('domcontentloaded', () => (state.pending = undefined));
  page.on('requestfailed', (request) => {
    if (request === state.pending) state.pending = undefined;
  });
  page.on('requestfinished', (request) => {
    // A navigation answered without a document (204, 205) brings none.
    const status = request.existingResponse()?.status();
    if (request === state.pending && (status === 204 || status === 205)) state.pending = undefined;
  });
  return state;
}

/**
 * Starts counting the page's layout shifts not caused by input (as CLS counts them), from before
 * its first byte; `layoutShifted` sums them. Call before `goto`.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { shifts?: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts `watchLayoutShifts` has seen so far. */
export function layoutShifted(page: Page): Promise<number> {
  return page.evaluate(() => (window as { shifts?: number[] }).shifts!.reduce((sum, value) => sum + value, 0));
}

/** Opens `path` with the site's scripts held back until the returned function is called: the page is
 * there, its islands asleep, as on a slow phone. */
export async function openAsleep(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js'), (route) => gate.then(() => route.continue()));
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

const API_URL = process.env['E2E_API_URL']!;
const API_KEY = process.env['PUBLIC_API_KEY'] ?? 'demo-storefront-key';

/** A product of the demo catalogue as the API lists it: what the tests read of it. */
export interface ApiProduct { id: number; name: string; nameBn?: string; categoryId: number; skus: ApiSku[]; images: { alt: string; altBn?: string }[] }
/** A sku as the API lists it, with the labels the buying box shows. */
export interface ApiSku { id: number; stock: number; attributeValues: { attribute: string; option: string; optionDisplayLabel: string }[] }

/** The first product of the real API's catalogue (first 400) for which `pick` finds a sku. */
async function findInCatalogue(request: APIRequestContext, pick: (product: ApiProduct) => ApiSku | undefined, what: string) {
  for (let p = 1; p <= 4; p++) {
    const response = await request.get(`${API_URL}/api/v3/items/joined`, { params: { page: p, size: 100 }, headers: { 'X-API-KEY': API_KEY } });
    const { list } = (await response.json()) as { list: ApiProduct[] };
    for (const product of list) {
      const sku = pick(product);
      if (sku) return { product, sku };
    }
  }
  throw new Error(`the demo catalogue has no ${what}`);
}

/** A single-sku, in-stock product: Add to cart works without choosing options. */
export async function simpleProduct(request: APIRequestContext): Promise<ApiProduct> {
  const only = (product: ApiProduct) => (product.skus.length === 1 && product.skus[0]!.stock >= 5 ? product.skus[0] : undefined);
  return (await findInCatalogue(request, only, 'single-sku product')).product;
}

/** A product with at least two pictures, from the real API (`findInCatalogue` looks at skus: any of its will do). */
export async function productWithPictures(request: APIRequestContext): Promise<ApiProduct> {
  return (await findInCatalogue(request, (product) => (product.images.length > 1 ? product.skus[0] : undefined), 'product with two pictures')).product;
}

/** A product with Size and Color variants and one of its skus in stock (at least 3), from the real API. */
export function productWithVariants(page: Page): Promise<{ product: ApiProduct; sku: ApiSku }> {
  const variant = (product: ApiProduct) =>
    product.skus.length > 1 ? product.skus.find((s) => s.stock >= 3 && s.attributeValues.length === 2) : undefined;
  return findInCatalogue(page.request, variant, 'product with Size and Color variants');
}

/** A customer's session as sign-up answers it (spec §7: `user.authToken`, `profile`). */
export interface SessionAnswer {
  user: { userId: number; email: string; name: string; authToken: string };
  profile: { name: string; userId: number; imageUrl: string | null; subscriptionStatus: string };
}

/** A new customer, signed up through the real API (a unique e-mail each call). */
export async function signUpCustomer(request: APIRequestContext, name = 'Rahim Uddin', password = 'correct horse 42'): Promise<SessionAnswer & { password: string }> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post(`${API_URL}/api/signup`, { data: { name, email, password }, headers: { 'X-API-KEY': API_KEY } });
  if (response.status() !== 201) throw new Error(`sign-up failed: ${response.status()} ${await response.text()}`);
  return { ...((await response.json()) as SessionAnswer), password };
}

/** Puts `session` into the page's storage before any page loads, as signing in on this device would (spec §4). */
export async function useSession(page: Page, session: SessionAnswer): Promise<void> {
  const { authToken, ...user } = session.user;
  await page.addInitScript(([token, user, profile]) => {
    // Once per browser context: a later sign-out in the test must not be undone by the next page load.
    if (sessionStorage.getItem('e2e-session-set')) return;
    sessionStorage.setItem('e2e-session-set', '1');
    localStorage.setItem('token', token);
    localStorage.setItem('user', user);
    localStorage.setItem('profile', profile);
  }, [authToken, JSON.stringify(user), JSON.stringify(session.profile)] as const);
}

/** Whether the API still accepts `token` (`GET /api/customers`). */
export async function tokenWorks(request: APIRequestContext, token: string): Promise<boolean> {
  const response = await request.get(`${API_URL}/api/customers`, { headers: { 'X-API-KEY': API_KEY, 'X-AUTH-TOKEN': token } });
  return response.status() === 200;
}

/** Picks `sku`'s options in the buying box, as a shopper would. */
export async function chooseSku(page: Page, sku: ApiSku) {
  for (const value of sku.attributeValues) {
    await page.getByRole('group', { name: new RegExp(`^${value.attribute}:`) }).getByRole('radio', { name: value.optionDisplayLabel, exact: true }).check();
  }
}

/** Opens the product's page and adds one to the cart, as a shopper would. */
export async function addOneToCart(page: Page, product: { id: number }) {
  await page.goto(`/products/${product.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

export { expect };
