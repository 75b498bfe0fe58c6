import { appendFile, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../scripts/build.ts';
import { useReferenceApi } from './support/reference-api.ts';

/*
 * Issue 14 §7: the demo shop built twice into two release folders with one build cache, an
 * editor's change made between the builds. Slow (two real Astro builds), so one file with one
 * generous timeout. A page the second build reused is told from one it rendered by a mark added to
 * its cached copy in between: only a reused page can carry it.
 */
const EDITOR_KEY = 'incremental-build-test-editor-key';
const api = useReferenceApi({ demoProducts: 360, editorKey: EDITOR_KEY, buildHookUrl: undefined });
const BUILD_MS = 10 * 60_000;
const REUSED_MARK = '<!-- reused from the build cache -->';
const NEW_NAME = 'Zephyrine Incremental Fountain Pen';

interface Payload { product: { id: number; categoryId: number; name: string }; related: { id: number }[] }
interface ListingPayload { firstPage: { id: number }[] }

let dir = '';
const out = (n: 1 | 2, ...path: string[]) => join(dir, `release-${n}`, ...path);
const cached = (...path: string[]) => join(dir, 'cache', 'dist', ...path);
const read = (path: string) => readFile(path, 'utf8');
const withoutBuildId = (html: string) => html.replace(/(<meta name="build-id" content=")[^"]*"/, '$1"');

let changed: Payload['product'];
let relatedPage = 0;
let untouched = 0;

/** Every search hit fragment of a built index, unzipped (Pagefind writes `pagefind_dcd` + JSON). */
async function searchFragments(site: string): Promise<string[]> {
  const folder = join(site, 'pagefind', 'fragment');
  const files = await readdir(folder);
  return Promise.all(files.map(async (file) => gunzipSync(await readFile(join(folder, file))).toString('utf8')));
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'incremental-build-'));
  const target = { apiUrl: api.origin, cacheDir: join(dir, 'cache') };
  await buildSite({ ...target, outDir: out(1) });

  // The newest pen (first on its category's page), a product that lists it as related, and one of another category that does not.
  const pens = JSON.parse(await read(out(1, 'categories', 'pens', '_payload.json'))) as ListingPayload;
  const payloads = await Promise.all((await readdir(out(1, 'products'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map(async (entry) => JSON.parse(await read(out(1, 'products', entry.name, '_payload.json'))) as Payload));
  changed = payloads.find((page) => page.product.id === pens.firstPage[0]!.id)!.product;
  relatedPage = payloads.find((page) => page.related.some((item) => item.id === changed.id))!.product.id;
  untouched = payloads.find((page) => page.product.categoryId !== changed.categoryId && page.related.every((item) => item.id !== changed.id))!.product.id;

  for (const id of [changed.id, relatedPage, untouched]) await appendFile(cached('products', String(id), 'index.html'), REUSED_MARK);
  const edit = await fetch(`${api.origin}/api/editor/products/${changed.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${EDITOR_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: NEW_NAME }),
  });
  expect(edit.status).toBe(200);
  await buildSite({ ...target, outDir: out(2) });
}, 2 * BUILD_MS + 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('an incremental build after an editor’s change', () => {
  it('renders the changed product’s page and payload again, with the new name', async () => {
    const html = await read(out(2, 'products', String(changed.id), 'index.html'));
    expect(html).toContain(NEW_NAME);
    expect(html).not.toContain(REUSED_MARK);
    expect(await read(out(1, 'products', String(changed.id), 'index.html'))).not.toContain(NEW_NAME);
    const payload = JSON.parse(await read(out(2, 'products', String(changed.id), '_payload.json'))) as Payload;
    expect(payload.product.name).toBe(NEW_NAME);
    // Its Bangla page's payload is the same (integrations/payload-twins.ts), the change included.
    expect(await read(out(2, 'bn', 'products', String(changed.id), '_payload.json'))).toBe(await read(out(2, 'products', String(changed.id), '_payload.json')));
  });

  it('renders again a page that shows it among related items, and its category page', async () => {
    const related = await read(out(2, 'products', String(relatedPage), 'index.html'));
    expect(related).toContain(NEW_NAME);
    expect(related).not.toContain(REUSED_MARK);
    expect(await read(out(2, 'categories', 'pens', 'index.html'))).toContain(NEW_NAME);
    const listing = await read(out(2, 'categories', 'pens', '_payload.json'));
    expect(listing).toContain(NEW_NAME);
  });

  // (A code change between the two builds, another engineer's save in a shared tree, rightly re-renders every page.)
  it('reuses an unchanged page from the cache: the same page but for the build id', async () => {
    const first = await read(out(1, 'products', String(untouched), 'index.html'));
    const second = await read(out(2, 'products', String(untouched), 'index.html'));
    expect(second).toContain(REUSED_MARK);
    expect(withoutBuildId(second.replace(REUSED_MARK, ''))).toBe(withoutBuildId(first));
  });

  it('shows the new name on the home page exactly when the home page lists the product', async () => {
    const home = JSON.parse(await read(out(1, '_payload.json'))) as { newArrivals: { id: number }[]; onSale: { id: number }[] };
    const listed = [...home.newArrivals, ...home.onSale].some((item) => item.id === changed.id);
    expect((await read(out(2, 'index.html'))).includes(NEW_NAME)).toBe(listed);
  });

  it('indexes the new name for search and no longer the old one', async () => {
    const hitOf = (fragments: string[]) => fragments.find((text) => text.includes(`"url":"/products/${changed.id}"`));
    const before = hitOf(await searchFragments(out(1)));
    const after = hitOf(await searchFragments(out(2)));
    // The hit's words start with the name, and its card names the product (its picture's alt text keeps the old words).
    expect(before).toContain(`"content":"${changed.name}`);
    expect(after).toContain(`"content":"${NEW_NAME}`);
    expect(after).toContain(`\\"name\\":\\"${NEW_NAME}\\"`);
  });
});
