import type { Page } from '@playwright/test';
import { test, expect, atRest } from './fixtures.ts';

// Issue 13 §3 and §4: sitemap, robots.txt, social tags, structured data; the analytics tag only when configured.

test('the sitemap lists product, category and content pages and no shopper’s private page', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(parts.length).toBeGreaterThan(0);
  const urls: string[] = [];
  for (const part of parts) urls.push(...[...(await (await request.get(part)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname.replace(/\/$/, '') || '/'));
  for (const path of ['/', '/products', '/products/1', '/categories/pens', '/about', '/contact', '/outlets', '/return']) expect(urls).toContain(path);
  for (const path of ['/cart', '/checkout', '/orders', '/details', '/profile', '/addresses', '/wishlist', '/signin', '/signup', '/search', '/contact-us', '/contactV1']) {
    expect(urls).not.toContain(path);
  }
  expect(urls.filter((url) => url.startsWith('/payments'))).toEqual([]);
});

test('robots.txt points crawlers at the sitemap', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap-index\.xml$/m);
  expect(robots).toContain('Disallow: /checkout');
});

test('a product page shares its picture, title and description with Open Graph and Twitter cards', async ({ page }) => {
  await page.goto('/products/1');
  const meta = (selector: string) => page.locator(`meta[${selector}]`).getAttribute('content');
  expect(await meta('property="og:type"')).toBe('product');
  expect(await meta('property="og:image"')).toMatch(/^https?:\/\/.+\/media\/products\/1-1/);
  expect(await meta('name="twitter:card"')).toBe('summary_large_image');
  expect(await meta('property="og:title"')).toBe(await page.title());
  expect(await meta('property="og:url"')).toMatch(/\/products\/1$/);
});

/** The page's shared picture: its tags, checked absolute on the site's origin (og:url's), and the picture as the site serves it. */
async function sharedPicture(page: Page) {
  // Tags that may be absent (a size the API did not give) read as null, without waiting for them.
  const meta = (selector: string) => page.locator(`meta[${selector}]`).evaluateAll((tags) => tags[0]?.getAttribute('content') ?? null);
  const image = await meta('property="og:image"');
  expect(image, 'og:image').toBeTruthy();
  const url = new URL(image!);
  expect(url.origin).toBe(new URL((await meta('property="og:url"'))!).origin);
  // Fetched from the site under test (SITE_URL of the build may name another host).
  const response = await page.request.get(`${url.pathname}${url.search}`);
  expect(response.status(), `${url.pathname}${url.search}`).toBe(200);
  // X takes the picture, title and words from og: (its own tags would only repeat them).
  expect(await meta('name="twitter:image"')).toBeNull();
  expect(await meta('name="twitter:title"')).toBeNull();
  return {
    url,
    type: response.headers()['content-type'],
    width: await meta('property="og:image:width"'),
    height: await meta('property="og:image:height"'),
    alt: await meta('property="og:image:alt"'),
    card: await meta('name="twitter:card"'),
  };
}

test('the home page shares its first banner as a JPEG on the site’s origin', async ({ page, request }) => {
  await page.goto('/');
  const picture = await sharedPicture(page);
  expect(picture.url.pathname).toMatch(/\/media\/sliders\/1\.jpg$/);
  expect(picture.url.searchParams.get('w')).toBe('1200');
  expect(picture.type).toBe('image/jpeg');
  expect([picture.width, picture.height]).toEqual(['1200', '450']);
  const sliders = (await (await request.get('/_payload.json')).json()) as { sliders: { title: string }[] };
  expect(picture.alt).toBe(sliders.sliders[0]!.title);
  expect(picture.card).toBe('summary_large_image');
});

test('a category page shares its category’s picture', async ({ page }) => {
  await page.goto('/categories/mugs');
  const picture = await sharedPicture(page);
  expect(picture.url.pathname).toMatch(/\/media\/categories\/mugs\.jpg$/);
  expect(picture.type).toBe('image/jpeg');
  expect(picture.alt).toBe('Mugs');
  expect([picture.width, picture.height]).toEqual([null, null]);
});

test('a page without a picture of its own shares the shop’s card', async ({ page }) => {
  for (const path of ['/about', '/products', '/coming-soon', '/contact']) {
    await page.goto(path);
    const picture = await sharedPicture(page);
    expect(picture.url.pathname, path).toBe('/social-card.png');
    expect(picture.type).toBe('image/png');
    expect([picture.width, picture.height]).toEqual(['1200', '630']);
    expect(picture.alt).toMatch(/^Kolom: /);
    expect(picture.card).toBe('summary_large_image');
  }
});

test('every page has social tags, and pages with breadcrumbs say so in BreadcrumbList data', async ({ page }) => {
  await page.goto('/about');
  expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toContain('64 districts');
  expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe('summary_large_image');
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));
  const trail = data.find((item) => item['@type'] === 'BreadcrumbList');
  expect(trail.itemListElement.map((step: { name: string }) => step.name)).toEqual(['Home', 'About Kolom']);
  expect(trail.itemListElement[1].item).toMatch(/\/about\/?$/); // as the page's canonical URL spells it
});

test('without PUBLIC_ANALYTICS_ID the pages carry no analytics tag and make no analytics request', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/googletagmanager|google-analytics|plausible\.io/.test(request.url())) requested.push(request.url());
  });
  await page.goto('/');
  await atRest(page);
  await expect(page.locator('script[data-analytics]')).toHaveCount(0);
  expect(await page.content()).not.toMatch(/gtag|googletagmanager|plausible/);
  expect(requested).toEqual([]);
});
