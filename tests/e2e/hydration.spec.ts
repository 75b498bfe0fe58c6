import type { Locator } from '@playwright/test';
import { test, expect, addOneToCart, chooseSku, openAsleep, productWithVariants, simpleProduct, waitForIslands } from './fixtures.ts';

/*
 * A shopper on a slow phone types, picks and taps before the islands' JavaScript arrives. Each test
 * holds that JavaScript back, acts as the shopper, lets it load, and checks nothing was dropped.
 */

/** Asserts the island around `inside` has not woken yet (Astro removes `ssr` once it has). */
async function expectAsleep(inside: Locator): Promise<void> {
  expect(await inside.evaluate((element) => element.closest('astro-island')?.hasAttribute('ssr'))).toBe(true);
}

/** Asserts the plain DOM code of the header part around `inside` has not run yet (it marks its root `data-ready`). */
async function expectNotWired(inside: Locator): Promise<void> {
  expect(await inside.evaluate((element) => element.closest('[data-header-search], [data-currency-switcher], [data-cart-button]')?.hasAttribute('data-ready'))).toBe(false);
}

/** Waits until the header part around `inside` is wired. */
async function waitWired(inside: Locator): Promise<void> {
  await expect.poll(() => inside.evaluate((element) => element.closest('[data-ready]') !== null)).toBe(true);
}

test.describe('islands honour what a shopper did before they woke', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header search: text typed and a category picked early are what Enter searches for', async ({ page }) => {
    const release = await openAsleep(page, '/');
    const search = page.getByRole('search');
    const category = search.getByRole('combobox', { name: 'Category' });
    await category.selectOption({ index: 2 });
    const categoryId = await category.inputValue();
    const box = search.getByRole('searchbox', { name: 'Search products' });
    await box.fill('notebook');
    await expectNotWired(box);

    release();
    await waitWired(box);
    await box.press('Enter');
    await expect(page).toHaveURL(`/products?query=notebook&categoryId=${categoryId}`);
  });

  test('buying box: Size and Color picked and Add pressed early add that sku once it wakes', async ({ page }) => {
    const { product, sku } = await productWithVariants(page);
    const release = await openAsleep(page, `/products/${product.id}`);
    await chooseSku(page, sku);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click();
    await expectAsleep(add);

    release();
    await waitForIslands(page);
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 to your cart.' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    for (const value of sku.attributeValues) {
      const group = page.getByRole('group', { name: new RegExp(`^${value.attribute}: ${value.optionDisplayLabel}$`) });
      await expect(group.getByRole('radio', { name: value.optionDisplayLabel, exact: true })).toBeChecked();
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as { items: { sku: { id: number } }[] } | null);
    expect(stored?.items.map((item) => item.sku.id)).toEqual([sku.id]);
  });

  test('buying box: the quantity stepper is visibly inert until it can count presses', async ({ page, request }) => {
    const product = await simpleProduct(request);
    const release = await openAsleep(page, `/products/${product.id}`);
    const more = page.getByRole('button', { name: 'Increase quantity' });
    await expect(more).toBeDisabled();
    await expectAsleep(more);

    release();
    await waitForIslands(page);
    await expect(more).toBeEnabled();
  });

  test('currency: a currency picked early is the one shown, stored and used for prices', async ({ page }) => {
    const release = await openAsleep(page, '/');
    const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
    await currency.selectOption('USD');
    await expectNotWired(currency);

    release();
    await waitWired(currency);
    await expect(currency).toHaveValue('USD');
    const price = page.getByRole('list', { name: 'New arrivals' }).getByRole('article').first().locator('[data-bdt]').first();
    await expect(price).toHaveText(/^USD \d[\d,]*\.\d\d$/);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toContain('"USD"');
  });

  test('cart button: a press before it wakes still takes the shopper to their cart', async ({ page, request }) => {
    await addOneToCart(page, await simpleProduct(request));
    const release = await openAsleep(page, '/');
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    await expectNotWired(cart);
    await cart.click();
    await expect(page).toHaveURL('/cart');

    release();
    await waitForIslands(page);
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  });
});
