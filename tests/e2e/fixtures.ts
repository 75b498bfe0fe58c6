import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught page errors seen while a test ran. */
export interface PageProblems {
  errors: string[];
}

/**
 * Every test starts with empty storage and records console errors and page errors, so a test
 * can assert that a page ran cleanly.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** Waits until React islands on the page have hydrated (Astro removes the `ssr` attribute). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

export { expect };
