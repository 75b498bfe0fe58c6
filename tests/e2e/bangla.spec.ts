import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { productWithPictures, productWithVariants, test, expect, signUpCustomer, useSession, waitForIslands } from './fixtures.ts';
import { productForPayment } from './payment-helpers.ts';
import { codeTextedTo, newPhone, textsNow } from './sms-outbox.ts';

// The shop in Bangla (issue 24), against the built site and the real API: a shopper who reads
// Bangla first, keyboard only, from an English product page to an order placed on the Bangla pages.
test.use({ viewport: { width: 1280, height: 900 } });

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BANGLA_DIGITS = /[০-৯]/;
/** `01712345678` as a shopper types it on a Bangla keyboard: `০১৭১২৩৪৫৬৭৮`. */
const inBanglaDigits = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x09e6 + Number(digit)));

async function noViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Presses a control as a keyboard user does: focus on it, then Enter. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await page.keyboard.press('Enter');
}

test('switch to Bangla on a product page, add to the cart, search কলম, pay cash on delivery with a phone typed in Bangla digits, see the order in Bangla', async ({ page, request }) => {
  test.slow();
  const product = await productForPayment(request, 30);
  const customer = await signUpCustomer(request, 'নুসরাত জাহান');
  await useSession(page, customer);

  // An English product page: its switch leads to the same page in Bangla, named in Bangla.
  await page.goto(`/products/${product.id}?ref=share`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const toBangla = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'বাংলা' });
  await expect(toBangla).toHaveAttribute('lang', 'bn');
  await waitForIslands(page);
  await press(page, toBangla);
  await expect(page).toHaveURL(new RegExp(`/bn/products/${product.id}\\?ref=share$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/products/${product.id}$`));
  await waitForIslands(page);
  await press(page, page.getByRole('button', { name: 'কার্টে যোগ করুন' }));
  await expect(page.getByTestId('cart-count')).toHaveText('১');
  await expect(page.getByRole('link', { name: 'কার্ট, ১টি পণ্য' })).toBeVisible();
  await noViolations(page);

  // Back to English and to Bangla again: the same page, the same cart.
  await press(page, page.getByRole('navigation').getByRole('link', { name: 'English' }).first());
  await expect(page).toHaveURL(new RegExp(`/products/${product.id}\\?ref=share$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // Search কলম from the header: pens, in Bangla, their links staying in Bangla.
  const search = page.getByRole('banner').getByRole('combobox', { name: 'পণ্য খুঁজুন' });
  await search.focus();
  await page.keyboard.type('কলম');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bn\/(?:products|search)\?query=/);
  const results = page.getByRole('main').locator('a[href*="/products/"]');
  await expect(results.first()).toBeVisible();
  expect(await results.evaluateAll((links) => links.every((link) => new URL((link as HTMLAnchorElement).href).pathname.startsWith('/bn/products/')))).toBe(true);
  await expect(page.getByRole('main')).toContainText(BANGLA_DIGITS);
  await noViolations(page);

  // The checkout, in Bangla: a new address whose phone is typed in Bangla digits.
  await page.goto('/bn/checkout');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await press(page, page.getByRole('button', { name: 'নতুন ঠিকানা যোগ করুন' }));
  const form = page.getByRole('form', { name: 'নতুন ঠিকানা' });
  const phone = newPhone();
  await form.getByLabel('প্রাপকের নাম').focus();
  await page.keyboard.type('নুসরাত জাহান');
  await form.getByLabel('ফোন', { exact: true }).focus();
  await page.keyboard.type(inBanglaDigits(phone));
  await form.getByLabel('আপনার এলাকা খুঁজুন').focus();
  await page.keyboard.type('ধানমন্ডি');
  await expect(form.getByLabel('বিভাগ')).toHaveValue('6');
  await form.getByLabel('ঠিকানা', { exact: true }).focus();
  await page.keyboard.type('বাড়ি ৭, রোড ২');
  await press(page, form.getByRole('button', { name: 'ঠিকানা সেভ করুন' }));
  const review = page.getByRole('region', { name: '৫. যাচাই করে অর্ডার করুন' });
  await review.scrollIntoViewIfNeeded();
  await expect(review.getByTestId('checkout-total')).toContainText('৳');
  await expect(review.getByTestId('checkout-total')).toContainText(BANGLA_DIGITS);
  await noViolations(page);
  const texts = await textsNow();
  await press(page, page.getByRole('button', { name: 'অর্ডার করুন' }));
  // Cash on delivery asks for the code texted to the phone typed in Bangla digits: the API read it as 017….
  const codeField = page.getByLabel('এসএমএসে পাওয়া কোড');
  await expect(codeField).toBeFocused();
  await page.keyboard.type(inBanglaDigits(await codeTextedTo(phone, texts)));
  await page.keyboard.press('Enter');

  // The order, in Bangla: taka sign and Bangla digits, the line named as the order kept it in Bangla.
  await expect(page).toHaveURL(/\/bn\/details\?id=\d+&placed=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const main = page.getByRole('main');
  await expect(main).toContainText('৳');
  await expect(main).toContainText(BANGLA_DIGITS);
  const line = main.locator('.order-lines li').first();
  await expect(line).toContainText(product.nameBn!);
  await expect(line.locator('[lang="en"]')).toHaveCount(0);
  await noViolations(page);

  // The orders list names it in Bangla too.
  await page.goto('/bn/orders');
  const items = page.getByRole('main').locator('.order-card__items').first();
  await expect(items).toContainText(product.nameBn!);
  await expect(items.locator('[lang="en"]')).toHaveCount(0);
});

// The content, the outlets and a product's options and description in Bangla where the API has
// them, English kept marked lang="en". Three tests, not one: each page's axe check takes seconds.
test('a content page’s Bangla twin: its title, lead, body, <title> and description in Bangla, nothing marked English', async ({ page }) => {
  await page.goto('/bn/return');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('রিটার্ন ও রিফান্ড নীতি');
  await expect(heading).not.toHaveAttribute('lang');
  await expect(page).toHaveTitle(/রিটার্ন ও রিফান্ড নীতি/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /৭ দিনের মধ্যে/);
  await expect(page.getByRole('heading', { level: 2, name: 'টাকা ফেরত' })).toBeVisible();
  await expect(page.getByRole('main').locator('[lang="en"]')).toHaveCount(0);
  await noViolations(page);
});

test('the outlets in Bangla: their addresses and divisions, and the division filter', async ({ page }) => {
  await page.goto('/bn/outlets');
  const nilkhet = page.getByRole('list', { name: 'আউটলেট', exact: true }).getByRole('listitem').filter({ hasText: 'কলম নীলক্ষেত' });
  await expect(nilkhet).toContainText('দোকান ৪১, নীলক্ষেত বইমার্কেট, ঢাকা ১২০৫');
  await expect(nilkhet).not.toContainText('Nilkhet Book Market');
  await expect(page.getByRole('radio', { name: 'চট্টগ্রাম' })).toBeVisible();
  await noViolations(page);
});

test('a product’s options and description in Bangla where the API has them; the English page as it was', async ({ page }) => {
  // A product's options and description in Bangla (the demo's products have both), the description
  // not marked English, and the page's meta description in Bangla too. A product without a Bangla
  // description shows the English one marked lang="en": tests/unit/i18n-product-description.test.ts.
  const { product } = await productWithVariants(page);
  await page.goto(`/bn/products/${product.id}`);
  await waitForIslands(page);
  const colours = page.getByRole('group', { name: /^রং:/ });
  await expect(colours).toBeVisible();
  await expect(page.getByRole('group', { name: /^সাইজ:/ })).toBeVisible();
  await expect(colours.getByRole('radio').first()).toHaveAccessibleName(/[\u0980-\u09FF]/);
  const description = page.locator('.product__heading + p');
  await expect(description).not.toHaveAttribute('lang');
  await expect(description).toHaveText(/^[^A-Za-z]*[\u0980-\u09FF][^A-Za-z]*পাওয়া যায়।/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^[\u0980-\u09FF]/);
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  expect(structured.find((data) => data['@type'] === 'Product')?.['description']).toBe(await description.textContent());
  await noViolations(page);

  // The English page is as it was: English options and description, nothing marked.
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('group', { name: /^Color:/ })).toBeVisible();
  await expect(page.locator('.product__info [lang="en"]')).toHaveCount(0);
  await expect(page.locator('.product__heading + p')).toHaveText(/^[^\u0980-\u09FF]+$/);
});

test('Bangla conjuncts are drawn joined, as in the phone’s font, not as letters with a visible hasanta (ক্ষ, ন্ত, স্ত)', async ({ page }, testInfo) => {
  // Issue 24 §8. A conjunct shaped by the font is narrower than its letters written apart with a
  // visible hasanta (a zero-width non-joiner after it asks for that); a machine without a Bangla
  // font draws both alike, which npm test prevents (scripts/ensure-bangla-font.ts).
  await page.goto('/bn/outlets');
  const nilkhet = page.getByRole('list', { name: 'আউটলেট', exact: true }).getByRole('listitem').filter({ hasText: 'কলম নীলক্ষেত' });
  await expect(nilkhet).toBeVisible();
  const widths = await nilkhet.evaluate((item) => {
    const measure = (text: string) => {
      const span = document.createElement('span');
      span.textContent = text;
      span.style.whiteSpace = 'nowrap';
      item.append(span);
      const width = span.getBoundingClientRect().width;
      span.remove();
      return width;
    };
    return ['ক্ষ', 'ন্ত', 'স্ত'].map((conjunct) => ({ conjunct, joined: measure(conjunct), apart: measure(conjunct.replace('\u09CD', '\u09CD\u200C')) }));
  });
  for (const { conjunct, joined, apart } of widths) {
    expect(joined, `${conjunct} drawn ${joined.toFixed(1)} px wide, its letters apart ${apart.toFixed(1)} px: no Bangla font shaped it`).toBeLessThan(apart * 0.9);
  }
  await testInfo.attach('outlet name and address with conjuncts', { body: await nilkhet.screenshot(), contentType: 'image/png' });
});

test('a product’s pictures are described in Bangla on its Bangla page, and the shared picture too', async ({ page }) => {
  const product = await productWithPictures(page.request);
  const [first, second] = product.images;
  expect(first!.altBn).toBe(`${product.nameBn}, সামনে থেকে`);
  await page.goto(`/bn/products/${product.id}`);
  await waitForIslands(page);
  const main = page.locator('.gallery__image');
  await expect(main).toHaveAttribute('alt', first!.altBn!);
  await expect(main).not.toHaveAttribute('lang');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', first!.altBn!);
  // The picture a link shares is a JPEG, as every network that draws cards reads.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.jpg\?/);
  // A thumbnail names its picture in Bangla, and the main picture takes its words when shown.
  const thumbnail = page.getByRole('button', { name: second!.altBn! });
  await press(page, thumbnail);
  await expect(thumbnail).toHaveAttribute('aria-pressed', 'true');
  await expect(main).toHaveAttribute('alt', second!.altBn!);
  await noViolations(page);

  // The English page describes them in English, as it always did.
  await page.goto(`/products/${product.id}`);
  await expect(page.locator('.gallery__image')).toHaveAttribute('alt', first!.alt);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', first!.alt);
});

test('the editors’ articles in Bangla on the Bangla content pages, the English pages as they were', async ({ page }) => {
  await page.goto('/bn/about');
  const stories = page.locator('section.articles');
  await expect(stories.getByRole('article')).toHaveCount(2);
  await expect(stories.getByRole('heading', { level: 3, name: 'উপহার মোড়ানো, Kolom-এর নিজস্ব ধাঁচে' })).toBeVisible();
  await expect(stories).toContainText('কাগজের পুরুত্ব');
  await expect(stories.locator('[lang="en"]')).toHaveCount(0);
  await noViolations(page);

  // An article's own sections and links, in Bangla, keep their place under its title and lead to Bangla pages.
  await page.goto('/bn/coming-soon');
  const coming = page.locator('section.articles');
  await expect(coming.getByRole('heading', { level: 4, name: 'পুরো ক্লাসের জন্য অর্ডার' })).toBeVisible();
  await expect(coming.getByRole('link', { name: 'যোগাযোগ পেজ' })).toHaveAttribute('href', '/bn/contact');
  await expect(coming.locator('[lang="en"]')).toHaveCount(0);

  await page.goto('/about');
  await expect(page.locator('section.articles').getByRole('heading', { level: 3 }).first()).toHaveText('Gift wrapping, the Kolom way');
  await expect(page.locator('section.articles [lang="en"]')).toHaveCount(0);
});

test('the remembered language is offered on an English page, never forced, and "No, thanks" is remembered', async ({ page }) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('language', 'bn'));
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  const offer = page.getByRole('complementary', { name: 'এই পেজটি বাংলায় পড়বেন?' });
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute('lang', 'bn');
  await expect(offer.getByRole('link', { name: 'বাংলায় পড়ুন' })).toHaveAttribute('href', '/bn/about');
  await noViolations(page);
  await press(page, offer.getByRole('button', { name: 'না, ধন্যবাদ' }));
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'এই পেজটি বাংলায় পড়বেন?' })).toBeHidden();
});

test('without JavaScript the switch is a plain link to the page in the other language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/bn/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('navigation').getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/about\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await context.close();
});

test('a discount badge is in Bangla on a Bangla page, prerendered and from the API alike, and in English on the English page', async ({ page }) => {
  const badges = () => page.getByRole('list', { name: /./ }).locator('.product-card__badge');
  await page.goto('/bn/categories/gift-boxes');
  await expect(badges().first()).toHaveText('১০% ছাড়');
  expect(await badges().first().getAttribute('lang')).toBeNull();
  // Typed in the refine box, the commerce API answers: its cards word the badge the same way.
  await waitForIslands(page);
  await page.getByRole('searchbox').last().fill('box');
  await expect(page).toHaveURL(/query=box/);
  await expect(page.getByRole('main').getByRole('status').filter({ hasText: '“box”' })).toBeVisible();
  await expect(badges().first()).toHaveText('১০% ছাড়');
  await page.goto('/categories/gift-boxes');
  await expect(badges().first()).toHaveText('10% off');
});

test('a Bangla address no page answers shows the Bangla 404 page', async ({ page }) => {
  const response = await page.goto('/bn/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('পেজটি পাওয়া যায়নি');
  await expect(page.getByRole('main')).toContainText('পেজটি পাওয়া যায়নি: /bn/no-such-page');
});

test('the sitemap names each page’s Bangla twin and x-default', async ({ request }) => {
  const index = await (await request.get('/sitemap-0.xml')).text();
  expect(index).toMatch(/<xhtml:link rel="alternate" hreflang="bn-BD" href="[^"]+\/bn\/products\/1\/?"/);
  expect(index).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]+\/products\/1\/?"/);
  expect(index).toMatch(/<loc>[^<]+\/bn\/about\/?<\/loc>/);
  expect(index).not.toMatch(/\/bn\/cart/);
});

test('a Bangla listing’s filters name the options and their values in Bangla, and filter by them as the English page does', async ({ page }) => {
  await page.goto('/categories/notebooks-diaries?size=A4');
  await waitForIslands(page);
  // Until the filtered listing is shown (the island marks <html>), the hidden count is the whole category's.
  await expect(page.locator('html[data-listing-shown]')).toHaveCount(1);
  await expect(page.locator('.listing__count')).toBeVisible();
  await expect(page.locator('.listing__count')).toHaveText(/^\d+ products?/);
  const englishCount = await page.locator('.listing__count').textContent();
  await page.goto('/bn/categories/notebooks-diaries?size=A4');
  await waitForIslands(page);
  // The same listing, its count in Bangla digits; the chip reads "সাইজ: এ৪" and the URL keeps the English value.
  const count = /^(\d+) products?/.exec(englishCount ?? '')?.[1];
  expect(Number(count)).toBeGreaterThan(0);
  await expect(page.locator('html[data-listing-shown]')).toHaveCount(1);
  await expect(page.locator('.listing__count')).toBeVisible();
  await expect(page.locator('.listing__count')).toContainText(inBanglaDigits(count!));
  await expect(page.getByRole('button', { name: /সাইজ: এ৪/ })).toBeVisible();
  await expect(page).toHaveURL(/[?&]size=A4/);
  await press(page, page.getByRole('button', { name: /^ফিল্টার \([০-৯]+\)$/ }));
  const dialog = page.getByRole('dialog');
  const sizes = dialog.getByRole('group', { name: 'সাইজ' });
  await expect(sizes.getByRole('checkbox', { name: /^এ৪ \([০-৯]+\)$/ })).toBeChecked();
  await expect(sizes.getByRole('checkbox', { name: /^এ৫ \([০-৯]+\)$/ })).toBeVisible();
  await expect(sizes.locator('[lang="en"]')).toHaveCount(0); // every size the demo has is in Bangla
  await noViolations(page);
});
