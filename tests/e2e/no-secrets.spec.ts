import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from './fixtures.ts';

/** The folder scripts/e2e-server.ts built the site into. */
const BUILT_SITE = process.env['E2E_DIST'] ?? 'dist-e2e';
const KEY = process.env['CATALOG_KEY'] ?? 'demo-catalog-key';
const SECRET = process.env['CATALOG_SECRET'] ?? 'demo-catalog-secret';

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

test('the catalogue key pair appears nowhere in the built site', async ({ page }) => {
  await page.goto('/'); // the site is built and served before this runs
  const needles = [KEY, SECRET, Buffer.from(`${KEY}:${SECRET}`).toString('base64')];
  let scanned = 0;
  for (const file of filesUnder(BUILT_SITE)) {
    const text = readFileSync(file).toString('latin1');
    for (const needle of needles) expect(text.includes(needle), `${needle} found in ${file}`).toBe(false);
    scanned++;
  }
  expect(scanned).toBeGreaterThan(300);
});

test('the payment gateway’s store password appears nowhere in the built site (issue 12)', async ({ page }) => {
  await page.goto('/');
  const password = process.env['GATEWAY_STORE_PASSWORD'] || 'kolom-demo-secret';
  const found = [...filesUnder(BUILT_SITE)].filter((file) => readFileSync(file).toString('latin1').includes(password));
  expect(found).toEqual([]);
});

test('the editor key appears nowhere in the built site (issue 14 §6)', async ({ page }) => {
  await page.goto('/');
  const key = process.env['E2E_EDITOR_KEY']!;
  expect(key.length).toBeGreaterThan(16);
  const found = [...filesUnder(BUILT_SITE)].filter((file) => readFileSync(file).toString('latin1').includes(key));
  expect(found).toEqual([]);
});
