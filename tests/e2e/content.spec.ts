import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures.ts';

// The content pages of issue 13 §1, prerendered from the content API, each with its `_payload.json`.
const PAGES = [
  { path: '/about', heading: 'About Kolom', text: 'We deliver to all 64 districts' },
  { path: '/privacy-policy', heading: 'Privacy policy', text: 'We never sell your information' },
  { path: '/terms-conditions', heading: 'Terms & conditions', text: 'All prices are in Bangladeshi taka' },
  { path: '/return', heading: 'Return and refund policy', text: '7 days of delivery' },
  { path: '/coming-soon', heading: 'Coming soon', text: 'Fountain pens from Japan' },
  { path: '/contact', heading: 'Contact us', text: 'House 12, Road 5, Dhanmondi' },
  { path: '/contactV1', heading: 'Contact us', text: 'House 12, Road 5, Dhanmondi' },
  { path: '/outlets', heading: 'Our outlets', text: 'Kolom Zindabazar' },
];

for (const { path, heading, text } of PAGES) {
  test(`${path} shows its content and answers its _payload.json`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByText('Last updated')).toBeVisible();
    const payload = await request.get(`${path}/_payload.json`);
    expect(payload.status()).toBe(200);
    expect((await payload.json()).page.title).toBe(heading);
  });
}

test('a long policy page has a table of contents whose links lead to its sections', async ({ page }) => {
  await page.goto('/return');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await toc.getByRole('link', { name: 'Refunds' }).click();
  await expect(page).toHaveURL(/\/return#refunds$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInViewport();
  await expect(page.locator('time')).toHaveAttribute('datetime', '2026-10-05T04:00:00.000Z');
});

test('the about page shows its figures', async ({ page }) => {
  await page.goto('/about');
  const figures = page.getByRole('region', { name: 'Kolom in figures' });
  await expect(figures.getByRole('listitem')).toHaveCount(4);
  await expect(figures).toContainText('64 districts we deliver to');
});

test('the about page shows the shop’s stories and its products in every colour, each picture a link to its product', async ({ page, request }) => {
  await page.goto('/about');
  const stories = page.getByRole('region', { name: 'Stories from the shop' });
  await expect(stories.getByRole('article')).toHaveCount(2);
  await expect(stories.getByRole('heading', { level: 3 }).first()).toHaveText('Gift wrapping, the Kolom way');
  await expect(stories).toContainText('Paper weight');
  const gallery = page.getByRole('region', { name: 'In every colour and size' });
  const first = gallery.getByRole('link').first();
  await first.scrollIntoViewIfNeeded();
  await expect(first.getByRole('img')).toHaveJSProperty('complete', true);
  expect(await first.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const name = (await first.locator('.variants__name').textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  const payload = await (await request.get('/about/_payload.json')).json();
  expect(payload.articles).toHaveLength(2);
  expect(payload.variants.length).toBeGreaterThan(0);
});

test('the coming-soon page shows what is on its way, found by tag', async ({ page }) => {
  await page.goto('/coming-soon');
  const coming = page.getByRole('region', { name: 'On its way' });
  await expect(coming.getByRole('heading', { level: 3 })).toHaveText(['Pohela Boishakh gift boxes arrive in March', 'The back-to-school list, January 2027']);
  await expect(coming.getByRole('heading', { level: 4, name: 'Ordering for a whole class' })).toBeVisible();
});

test('/contact-us leads to the contact page (301)', async ({ page, request }) => {
  const first = await request.get('/contact-us', { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers()['location']).toBe('/contact');
  await page.goto('/contact-us');
  await expect(page).toHaveURL(/\/contact$/);
});

test('the contact page calls, mails and maps with real links', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('main').getByRole('link', { name: '+880 9610-123456' })).toHaveAttribute('href', 'tel:+8809610123456');
  await expect(page.getByRole('main').getByRole('link', { name: 'help@kolom.com.bd' })).toHaveAttribute('href', 'mailto:help@kolom.com.bd');
  await expect(page.getByRole('region', { name: 'Opening hours' })).toContainText('Friday, 3 pm to 8 pm');
  await expect(page.getByRole('img', { name: 'QR code: Chat with us on WhatsApp' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/8801712345678');
});

test.describe('the contact form with JavaScript', () => {
  test('sends a message and thanks the shopper with its reference number', async ({ page, problems }) => {
    await page.goto('/contact');
    await expect(page.locator('form[data-contact-form][data-ready]')).toHaveCount(1);
    await page.getByLabel('Name', { exact: true }).fill('Nusrat Jahan');
    await page.getByLabel('Phone or e-mail', { exact: true }).fill('01712-345678');
    await page.getByLabel('Subject', { exact: true }).fill('Bulk order');
    await page.getByLabel('Message', { exact: true }).fill('Do you give a price for 200 exercise books?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, your message has reached us' })).toBeVisible();
    await expect(page.getByText(/Your reference number is CM-\d{8}-[A-Z0-9]{6}\./)).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/); // it never left the page
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    expect(problems.errors).toEqual([]);
  });

  test('puts each error under its field and focuses the first', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('form[data-contact-form][data-ready]')).toHaveCount(1);
    await page.getByLabel('Phone or e-mail', { exact: true }).fill('12345');
    await page.getByLabel('Message', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Name', { exact: true })).toHaveAccessibleDescription('Enter your name');
    await expect(page.getByLabel('Phone or e-mail', { exact: true })).toHaveAccessibleDescription(/Enter a mobile number like 01712-345678 or an e-mail address/);
    await expect(page.getByLabel('Message', { exact: true })).toHaveAccessibleDescription('Write at least 10 characters');
    await expect(page.getByRole('status').filter({ hasText: 'Please correct the 4 fields marked below.' })).toBeVisible();
    // The form with its errors shown, at a phone's width, is as accessible as the empty one (WCAG 2.x A/AA).
    await page.setViewportSize({ width: 390, height: 844 });
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('the contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('posts to the API, which sends the browser back with a thank-you', async ({ page }) => {
    await page.goto('/contactV1');
    await page.getByLabel('Name', { exact: true }).fill('Rafiq Islam');
    await page.getByLabel('Phone or e-mail', { exact: true }).fill('rafiq@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('Return of a pen');
    await page.getByLabel('Message', { exact: true }).fill('The pen I bought leaks. Can I exchange it?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contactV1\?sent=CM-\d{8}-[A-Z0-9]{6}#contact-sent$/);
    await expect(page.getByRole('heading', { name: 'Thank you, your message has reached us' })).toBeVisible();
    await expect(page.getByText('Your reference number is the code after “sent=” in the address bar.')).toBeVisible();
  });

  test('comes back with a notice when the API refuses a field', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Rafiq Islam');
    await page.getByLabel('Phone or e-mail', { exact: true }).fill('12345'); // passes the browser's checks, not the API's
    await page.getByLabel('Subject', { exact: true }).fill('Question');
    await page.getByLabel('Message', { exact: true }).fill('Is the blue notebook in stock?');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/contact\?error=invalid&fields=contact#contact-invalid$/);
    await expect(page.getByRole('heading', { name: 'Please check the form' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you, your message has reached us' })).toBeHidden();
  });
});

test('the coming-soon page signs an e-mail address up for news', async ({ page }) => {
  await page.goto('/coming-soon');
  await expect(page.locator('form[data-subscribe-form="coming-soon"][data-ready]')).toHaveCount(1);
  await page.getByLabel('E-mail address', { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Enter an e-mail address like name@example.com')).toBeVisible();
  await page.getByLabel('E-mail address', { exact: true }).fill('Reader@Example.com');
  await page.getByRole('button', { name: 'Notify me' }).click();
  await expect(page.getByText('Thank you! We will write to reader@example.com as soon as they arrive.')).toBeVisible();
});
