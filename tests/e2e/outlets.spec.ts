import { test, expect } from './fixtures.ts';

// /outlets (issue 13 §2): outlets from the API, a division filter, an SVG map from their
// coordinates, and "open now" in Dhaka time.
const outletCards = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Outlets' }).getByRole('listitem');

test('lists every outlet with its phone, hours and directions, and marks each on the map', async ({ page }) => {
  await page.goto('/outlets');
  await expect(outletCards(page)).toHaveCount(10);
  const sylhet = outletCards(page).filter({ hasText: 'Kolom Zindabazar' });
  await expect(sylhet.getByRole('link', { name: '+880 1912-345607' })).toHaveAttribute('href', 'tel:+8801912345607');
  await expect(sylhet.getByRole('link', { name: 'Directions to Kolom Zindabazar (opens Google Maps)' }))
    .toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=24.8949,91.8687');
  const map = page.getByRole('group', { name: 'Map of our outlets in Bangladesh' });
  await expect(map.locator('circle')).toHaveCount(10);
  await map.getByRole('link', { name: 'Kolom Zindabazar' }).click();
  await expect(page).toHaveURL(/#outlet-\d+$/);
});

test('the division filter keeps only that division’s outlets and dots', async ({ page }) => {
  await page.goto('/outlets');
  await page.getByRole('radio', { name: 'Chattogram' }).check();
  await expect(outletCards(page).filter({ visible: true })).toHaveCount(2);
  await expect(page.locator('.outlet-map a').filter({ visible: true })).toHaveCount(2);
  await page.getByRole('radio', { name: 'All divisions' }).check();
  await expect(outletCards(page).filter({ visible: true })).toHaveCount(10);
});

test('says which outlets are open now, in Dhaka time', async ({ page }) => {
  // Friday 12:00 in Dhaka: before Jumu'ah hours end, most outlets are shut; Nilkhet is closed all Friday.
  await page.clock.setFixedTime(new Date('2026-11-20T12:00:00+06:00'));
  await page.goto('/outlets');
  const card = (name: string) => outletCards(page).filter({ hasText: name });
  await expect(card('Kolom Dhanmondi')).toContainText('Closed now · opens Friday at 15:00');
  await expect(card('Kolom Nilkhet')).toContainText('Closed now · opens Saturday at 09:30');
  await page.clock.setFixedTime(new Date('2026-11-21T12:00:00+06:00')); // Saturday noon
  await page.reload();
  await expect(card('Kolom Dhanmondi')).toContainText('Open now · closes at 20:00');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the outlets, the map and the filter still work', async ({ page }) => {
    await page.goto('/outlets');
    await expect(outletCards(page)).toHaveCount(10);
    await page.getByRole('radio', { name: 'Sylhet' }).check();
    await expect(outletCards(page).filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('.outlet-map circle').filter({ visible: true })).toHaveCount(1);
  });
});

test('the outlets page describes the shop and its stores for search engines', async ({ page }) => {
  await page.goto('/outlets');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organisation = blocks.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Organization');
  expect(organisation.location).toHaveLength(10);
  expect(organisation.location[0]).toMatchObject({ '@type': 'Store', geo: { '@type': 'GeoCoordinates' } });
});
