import { test, expect, addOneToCart, signUpCustomer, simpleProduct, useSession, waitForIslands } from './fixtures.ts';
import { PAGES, VIEWPORTS, violationsNow } from './axe.ts';
import { cardOrderThroughApi, codOrderThroughApi, productForPayment } from './payment-helpers.ts';

// Every page kind at a phone's and a desktop's width (their Bangla twins: accessibility-bn.spec.ts).
for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} has no WCAG A/AA violations axe can find`, async ({ page }) => {
        await page.goto(path);
        await waitForIslands(page);
        expect(await violationsNow(page)).toEqual([]);
      });
    }
  });
}

test('the open cart dropdown and a filled cart page have no violations axe can find', async ({ page, request }) => {
  test.slow(); // two pages, two axe runs
  await page.setViewportSize({ width: 1280, height: 900 });
  await addOneToCart(page, await simpleProduct(request));
  await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
  expect(await violationsNow(page)).toEqual([]);
  await page.goto('/cart');
  await waitForIslands(page);
  await expect(page.getByRole('list', { name: 'Cart items' })).toBeVisible();
  expect(await violationsNow(page)).toEqual([]);
});

test('the header search with its suggestions open, an option chosen and none matching has no violations axe can find', async ({ page }) => {
  test.slow(); // three axe runs of the whole home page: 27 s on a loaded machine
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForIslands(page);
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await box.focus();
  await page.keyboard.type('notebook');
  const list = page.getByRole('listbox', { name: 'Suggested products' });
  await expect(list.getByRole('option').first()).toBeVisible();
  expect(await violationsNow(page)).toEqual([]);
  await page.keyboard.press('ArrowDown');
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  expect(await violationsNow(page)).toEqual([]);
  await box.fill('zzzqqq');
  await expect(page.locator('.suggestions__none')).toHaveText('No products match');
  expect(await violationsNow(page)).toEqual([]);
});

test('the open phone menu has no violations axe can find', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await violationsNow(page)).toEqual([]);
});

test('a signed-in wishlist, its empty state and a pressed heart have no violations axe can find', async ({ page, request }) => {
  test.slow(); // three axe runs
  await useSession(page, await signUpCustomer(request));
  const product = await simpleProduct(request);
  await page.goto(`/products/${product.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await violationsNow(page)).toEqual([]);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/wishlist');
    await expect(page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem')).toHaveCount(1);
    expect(await violationsNow(page)).toEqual([]);
  }
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  expect(await violationsNow(page)).toEqual([]);
});

test('a signed-in profile and address book, with the address form, its errors and the delete dialog, have no violations axe can find', async ({ page, request }) => {
  test.slow(); // two pages at two widths, and seven axe runs
  await useSession(page, await signUpCustomer(request));
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/profile');
    await expect(page.getByRole('switch', { name: 'Send me news and offers by e-mail' })).toBeVisible();
    expect(await violationsNow(page)).toEqual([]);
    // The forms open on their buttons (their code loads then): checked open too.
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible();
    expect(await violationsNow(page)).toEqual([]);
    await page.goto('/addresses');
    await page.getByRole('button', { name: 'Add address' }).click();
    const form = page.getByRole('form', { name: 'New address' });
    await form.getByLabel('Find your area').fill('Savar');
    await expect(form.getByLabel('Upazila or city area')).toHaveValue(/^upazila:/);
    expect(await violationsNow(page)).toEqual([]);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByLabel('Recipient name')).toBeFocused();
    expect(await violationsNow(page)).toEqual([]);
  }
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Recipient name').fill('Rina Akter');
  await form.getByLabel('Phone').fill('01712-345678');
  await form.getByLabel('Address line').fill('House 12, Road 3');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(1);
  expect(await violationsNow(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete the Home address?' })).toBeVisible();
  expect(await violationsNow(page)).toEqual([]);
});

test('a signed-in checkout, the order history and an order’s page have no violations axe can find', async ({ page, request }) => {
  test.slow(); // three pages at two widths
  const customer = await signUpCustomer(request);
  const product = await simpleProduct(request);
  const { saleId } = await codOrderThroughApi(request, customer, product.skus[0]!.id);
  await useSession(page, customer);
  await addOneToCart(page, product);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/checkout');
    const review = page.getByRole('region', { name: '5. Review and place your order' });
    await review.scrollIntoViewIfNeeded();
    await expect(review.getByTestId('checkout-total')).toBeVisible();
    expect(await violationsNow(page)).toEqual([]);
    await page.goto('/orders');
    await expect(page.getByRole('list', { name: 'Your orders' }).getByRole('listitem')).toHaveCount(1);
    expect(await violationsNow(page)).toEqual([]);
    await page.goto(`/details?id=${saleId}`);
    await expect(page.getByRole('heading', { name: 'Order history' })).toBeVisible();
    expect(await violationsNow(page)).toEqual([]);
  }
});

test('the payment result pages, the pay-later instructions and the local gateway’s page have no violations axe can find', async ({ page, request }) => {
  test.slow(); // four pages at two widths
  const customer = await signUpCustomer(request);
  const order = await cardOrderThroughApi(request, customer, (await productForPayment(request, 5)).skus[0]!.id);
  const later = await cardOrderThroughApi(request, customer, (await productForPayment(request, 6)).skus[0]!.id, 'pay_later');
  await useSession(page, customer);
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const kind of ['success', 'failed', 'cancel']) {
      await page.goto(`/payments/response/${kind}?invoiceId=${order.invoiceId}`);
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(await violationsNow(page)).toEqual([]);
    }
    await page.goto(order.paymentUrl);
    await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
    expect(await violationsNow(page)).toEqual([]);
    await page.goto(`/payments/response/later?invoiceId=${later.invoiceId}`);
    await expect(page.getByRole('button', { name: 'Copy Reference' })).toBeVisible();
    expect(await violationsNow(page)).toEqual([]);
  }
});

test('a filtered category page with its filter sheet open (a phone) and its side panel (a desktop) has no violations axe can find', async ({ page }) => {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/categories/notebooks-diaries?stock=in&price=100-249.99#filters');
    await waitForIslands(page);
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('button')).toHaveCount(2);
    // A range the shopper got wrong, its message shown.
    await dialog.getByRole('textbox', { name: 'Min (BDT)' }).fill('x');
    await dialog.getByRole('button', { name: 'Apply price' }).press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('Enter whole taka, for example 250.');
    expect(await violationsNow(page)).toEqual([]);
  }
});

test('the text boxes and selects a shopper types into or picks from have borders of 3:1 against their background (WCAG 1.4.11)', async ({ page }) => {
  // axe does not check non-text contrast: read each control's border and what lies behind it.
  await page.goto('/categories/pens');
  await waitForIslands(page);
  const contrasts = await page.evaluate(() => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const behind = (element: Element): string => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (rgb(color)[3] !== 0) return color;
      }
      return 'rgb(255, 255, 255)';
    };
    const controls = [...document.querySelectorAll<HTMLElement>('main input[type="search"], main select')];
    return controls.map((control) => {
      const [a, b] = [luminance(rgb(getComputedStyle(control).borderTopColor)), luminance(rgb(behind(control)))];
      return { control: control.getAttribute('aria-label') ?? control.closest('label')?.textContent?.trim() ?? control.tagName, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
    });
  });
  expect(contrasts.length).toBeGreaterThanOrEqual(2); // the refine box and the sort
  for (const { control, ratio } of contrasts) expect(ratio, control).toBeGreaterThanOrEqual(3);
});
