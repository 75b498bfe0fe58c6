import { test, expect, addOneToCart, simpleProduct, waitForIslands } from './fixtures.ts';

test('two tabs stay in sync', async ({ context, request }) => {
  const product = await simpleProduct(request);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto(`/products/${product.id}`);
  await second.goto('/cart');
  await waitForIslands(first);
  await waitForIslands(second);
  await first.getByRole('button', { name: 'Add to cart' }).click();
  await expect(first.getByTestId('cart-count')).toHaveText('1');
  await expect(second.getByTestId('cart-count')).toHaveText('1');
  await expect(second.getByRole('listitem', { name: product.name })).toBeVisible();
});

test('a full storage shows a notice, never a crash', async ({ page, problems, request }) => {
  const product = await simpleProduct(request);
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await addOneToCart(page, product);
  await expect(page.getByRole('status').filter({ hasText: 'Added 1 to your cart' })).toContainText('storage is full');
  await page.goto('/cart').catch(() => {}); // storage was never written: the cart page starts empty
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a full storage is explained on the cart page', async ({ page, request }) => {
  const product = await simpleProduct(request);
  await addOneToCart(page, product);
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByRole('alert')).toContainText('storage is full');
  await expect(page.getByRole('listitem', { name: product.name }).locator('output')).toHaveText('2');
});

test('islands that read a non-empty cart hydrate without errors', async ({ page, problems, request }) => {
  const product = await simpleProduct(request);
  await addOneToCart(page, product);
  for (const path of ['/', `/products/${product.id}`, '/cart', '/categories/pens']) {
    await page.goto(path);
    await waitForIslands(page);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  }
  expect(problems.errors).toEqual([]);
});

test('the cart tells the shopper when the live stock is lower than the cart holds', async ({ page, request }) => {
  const product = await simpleProduct(request);
  const stock = product.skus[0]!.stock;
  await addOneToCart(page, product);
  // Raise the stored quantity past the live stock, as a stale cart from days ago would be.
  await page.evaluate((quantity) => {
    const cart = JSON.parse(localStorage.getItem('cart')!);
    cart.items[0].quantity = quantity;
    localStorage.setItem('cart', JSON.stringify(cart));
  }, Math.min(stock + 1, 999));
  await page.goto('/cart');
  await expect(page.getByText(`Only ${stock} left in stock.`)).toBeVisible();
});

test('an active global discount changes the displayed price and is marked', async ({ page }) => {
  await page.goto('/categories/gift-boxes');
  const card = page.getByRole('list', { name: 'Products' }).getByRole('article').first();
  await expect(card.getByText('10% off')).toBeVisible();
  await expect(card.locator('s')).toBeVisible();
  await card.getByRole('link').first().click();
  await expect(page.getByText('Gift Week: 10% off gift boxes')).toBeVisible();
});

test('the cart tells the shopper when the live price differs from the price shown', async ({ page, request }) => {
  const product = await simpleProduct(request);
  await addOneToCart(page, product);
  // A cart saved before a price change: its sku carries an older, lower price.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart')!);
    const sku = cart.items[0].sku;
    Object.assign(sku, { price: 1, salePrice: null, regularPrice: null });
    localStorage.setItem('cart', JSON.stringify(cart));
  });
  await page.goto('/cart');
  await expect(page.getByText(/^Price changed: now BDT [\d,]+\.\d\d each/)).toBeVisible();
});

test('the cart tells the shopper when a discount a line was added with has ended', async ({ page, request }) => {
  const product = await simpleProduct(request);
  await addOneToCart(page, product);
  // A line added during a 50% sale of its category that has since ended (no such discount runs now).
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart')!);
    const line = cart.items[0];
    line.product.discount = { type: 'percent', value: 50 };
    line.sku.regularPrice = line.sku.price;
    line.sku.salePrice = Math.round(line.sku.price * 50) / 100;
    localStorage.setItem('cart', JSON.stringify(cart));
  });
  await page.goto('/cart');
  await expect(page.getByText(/^Price changed: now BDT [\d,]+\.\d\d each/)).toBeVisible();
});

test.describe('the cart page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('says the cart needs JavaScript instead of loading for ever', async ({ page }) => {
    await page.goto('/cart');
    // Playwright's text search skips <noscript>: read its paragraph by its place.
    const notice = page.getByRole('main').locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText('Your cart is kept in this browser and needs JavaScript to show it. Please turn JavaScript on and reload this page.');
    await expect(page.getByText('Loading your cart…')).toBeHidden();
  });
});

test('with JavaScript the cart page says no word of needing it', async ({ page }) => {
  await page.goto('/cart');
  await waitForIslands(page);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('main').locator('noscript p')).toBeHidden();
});
