import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { IMAGE_ROW_SQL, imageExists } from '../../api/media/exists.ts';
import { mediaRoutes } from '../../api/media/index.ts';
import { parseMediaKey, type MediaKey } from '../../api/media/keys.ts';
import { mediaUrl } from '../../api/media/url.ts';
import { seedDemoData } from '../../api/seed/index.ts';

// The demo catalogue: every key below names a row in it, except where a test says otherwise.
let db: DatabaseSync;
beforeAll(() => {
  db = openDatabase(':memory:');
  seedDemoData(db);
});
afterAll(() => db.close());

describe('mediaRoutes', () => {
  let cacheDir: string;
  let app: Hono;

  beforeAll(() => {
    cacheDir = mkdtempSync(join(tmpdir(), 'media-test-'));
    // Mounted as the server mounts it.
    app = new Hono().route('/media', mediaRoutes({ cacheDir, db }));
  });
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  async function image(path: string, init?: RequestInit) {
    const response = await app.request(path, init);
    const bytes = Buffer.from(await response.arrayBuffer());
    return { response, bytes };
  }

  it('renders a product picture as webp at its natural 800 × 800 size, cacheable forever', async () => {
    const { response, bytes } = await image('/media/products/12-1.webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('ETag')).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 800, 800]);
  });

  it('scales to an allowed ?w= width, keeping the aspect ratio', async () => {
    const square = await sharp((await image('/media/skus/120201.webp?w=400')).bytes).metadata();
    expect([square.width, square.height]).toEqual([400, 400]);
    const slider = await sharp((await image('/media/sliders/2.webp?w=640')).bytes).metadata();
    expect([slider.width, slider.height]).toEqual([640, 240]);
  });

  it('never renders wider than the natural width', async () => {
    const meta = await sharp((await image('/media/categories/pens.webp?w=1600')).bytes).metadata();
    expect([meta.width, meta.height]).toEqual([400, 400]);
  });

  it.each([
    ['avif', 'image/avif', 'heif'],
    ['jpg', 'image/jpeg', 'jpeg'],
    ['png', 'image/png', 'png'],
  ])('answers %s with its content type', async (ext, type, format) => {
    const { response, bytes } = await image(`/media/brand/logo.${ext}`);
    expect(response.headers.get('Content-Type')).toBe(type);
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([format, 320, 80]);
  });

  it('rejects a width outside the list with 422 and field errors', async () => {
    for (const w of ['500', 'abc', '400.0']) {
      const response = await app.request(`/media/products/3-1.webp?w=${w}`);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        message: 'Validation failed',
        errors: { w: ['Width must be one of 96, 160, 300, 400, 640, 800, 1200, 1600'] },
      });
    }
  });

  it.each([
    '/media/..%2F..%2Fetc/passwd.png',
    '/media/categories/..%2F..%2Fetc%2Fpasswd.png',
    '/media/products/12-1.gif',
    '/media/products/12-1',
    '/media/products/0-1.webp',
    '/media/users/1.webp',
    '/media/categories/Pens.webp',
    '/media/brand/logo/extra.webp',
  ])('answers 404 JSON for %s', async (path) => {
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Image not found' });
  });

  it.each([
    '/media/products/99999-1.webp', // no such product
    '/media/products/1-3.webp', // product 1 has two pictures
    '/media/skus/10999.avif', // no such sku
    '/media/skus/999999999.avif',
    '/media/categories/no-such-thing.webp',
    '/media/sliders/99.webp',
  ])('answers 404 JSON for %s, which names nothing in the database, without drawing it', async (path) => {
    const response = await app.request(`${path}?w=96`);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(await response.json()).toEqual({ message: 'Image not found' });
    const key = path.replace('/media/', '').replace(/\.\w+$/, '');
    expect(readdirSync(cacheDir, { recursive: true }).map(String).some((file) => file.includes(`${key}.`))).toBe(false);
  });

  it('serves a second request from the disk cache with the same bytes and ETag', async () => {
    const first = await image('/media/products/77-2.png?w=300');
    expect(first.response.headers.get('X-Media-Cache')).toBe('miss');
    const files = readdirSync(cacheDir, { recursive: true }).map(String);
    expect(files.some((file) => file.endsWith('77-2.w300.png'))).toBe(true);
    expect(files.some((file) => file.endsWith('.tmp'))).toBe(false);

    const second = await image('/media/products/77-2.png?w=300');
    expect(second.response.headers.get('X-Media-Cache')).toBe('hit');
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(second.response.headers.get('ETag')).toBe(first.response.headers.get('ETag'));
  });

  it('answers 304 when the ETag matches', async () => {
    const { response } = await image('/media/categories/mugs.webp');
    const again = await app.request('/media/categories/mugs.webp', { headers: { 'If-None-Match': response.headers.get('ETag')! } });
    expect(again.status).toBe(304);
  });

  it('draws the same key identically, and different keys differently', async () => {
    const otherDir = mkdtempSync(join(tmpdir(), 'media-test-'));
    const other = new Hono().route('/media', mediaRoutes({ cacheDir: otherDir, db }));
    const a = Buffer.from(await (await app.request('/media/skus/10100.png?w=160')).arrayBuffer());
    const b = Buffer.from(await (await other.request('/media/skus/10100.png?w=160')).arrayBuffer());
    const c = Buffer.from(await (await other.request('/media/skus/10200.png?w=160')).arrayBuffer());
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
    rmSync(otherDir, { recursive: true, force: true });
  });
});

describe('imageExists', () => {
  const key = (text: string): MediaKey => parseMediaKey(text)!;

  it('knows the images of rows in the database, and the logo', () => {
    const exists = imageExists(db);
    for (const text of ['products/1-1', 'products/1-2', 'skus/10100', 'categories/pens', 'sliders/4', 'brand/logo']) {
      expect(exists(key(text)), text).toBe(true);
    }
  });

  it('refuses keys that parse but name nothing', () => {
    const exists = imageExists(db);
    for (const text of ['products/1-3', 'products/100000-1', 'skus/10101', 'categories/pens-x', 'sliders/5']) {
      expect(exists(key(text)), text).toBe(false);
    }
  });

  it('sees a row deleted after it was created', () => {
    const exists = imageExists(db);
    db.exec("INSERT INTO sliders (title, subtitle, link, image_key, width, height) VALUES ('t', 's', '/', 'sliders/9', 1600, 600)");
    expect(exists(key('sliders/9'))).toBe(true);
    db.exec("DELETE FROM sliders WHERE image_key = 'sliders/9'");
    expect(exists(key('sliders/9'))).toBe(false);
  });

  it.each(Object.entries(IMAGE_ROW_SQL))('looks %s up with one index seek, never a table scan', (_, sql) => {
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail);
    expect(plan).toHaveLength(1);
    expect(plan[0]).toMatch(/^SEARCH \w+ USING (INTEGER PRIMARY KEY|(COVERING )?INDEX)/);
  });
});

describe('parseMediaKey', () => {
  it('knows each key family and its natural size', () => {
    expect(parseMediaKey('categories/gift-wrapping')).toMatchObject({ width: 400, height: 400 });
    expect(parseMediaKey('products/12-3')).toMatchObject({ subject: { productId: 12, view: 3 }, width: 800, height: 800 });
    expect(parseMediaKey('skus/10203')).toMatchObject({ width: 800, height: 800 });
    expect(parseMediaKey('sliders/4')).toMatchObject({ width: 1600, height: 600 });
    expect(parseMediaKey('brand/logo')).toMatchObject({ width: 320, height: 80 });
  });

  it('refuses anything that could leave the cache directory', () => {
    for (const key of ['../etc/passwd', 'categories/../../x', 'categories/a/b', 'products/1-1/..', 'skus/1.webp', '/skus/1', 'categories/']) {
      expect(parseMediaKey(key)).toBeNull();
    }
  });
});

describe('mediaUrl', () => {
  it('builds the public URL of a key, webp by default', () => {
    expect(mediaUrl('http://localhost:8787', 'products/12-1')).toBe('http://localhost:8787/media/products/12-1.webp');
  });

  it('adds the format and width, and tolerates a trailing slash', () => {
    expect(mediaUrl('https://shop.example.com/', 'sliders/1', 'avif', 640)).toBe('https://shop.example.com/media/sliders/1.avif?w=640');
  });
});
