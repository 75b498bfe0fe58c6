import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { listingRoutes } from '../../src/lib/search/listing-routes.ts';
import { request } from './support/raw-request.ts';

const script = `export function greet(name) { return 'Hello, ' + name + '!'; }\n`.repeat(40);
let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-static-'));
  await mkdir(join(root, '_astro'));
  await mkdir(join(root, 'about'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>Home</title><h1>Home</h1>');
  await writeFile(join(root, '404.html'), '<!doctype html><title>Not found</title><h1>Page not found</h1>');
  await writeFile(join(root, 'about', 'index.html'), '<!doctype html><title>About</title><h1>About us</h1>');
  await writeFile(join(root, '_astro', 'app.abc123.js'), script);
  await writeFile(join(root, 'pen.webp'), Buffer.from('RIFF0000WEBPVP8 fake image bytes'));
  await mkdir(join(root, 'products'));
  await writeFile(join(root, 'products', 'index.html'), '<!doctype html><title>Products</title><h1>All products</h1>');
  await writeFile(join(root, 'search.html'), '<!doctype html><title>Search</title><h1>Search results</h1>');
  await writeFile(join(root, '_redirects'), listingRoutes([{ id: 3, slug: 'calculators' }]));
  server = await serveStatic({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('reports the real port when asked for port 0', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.url.endsWith(':0')).toBe(false);
  });

  it('serves index.html for / with a revalidating cache policy, an ETag and security headers', async () => {
    const res = await request(server, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(res.headers['etag']).toBeTruthy();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.body.toString()).toContain('<h1>Home</h1>');
  });

  it('answers 304 without a body when If-None-Match carries the current ETag', async () => {
    const { headers } = await request(server, '/');
    const res = await request(server, '/', { headers: { 'If-None-Match': String(headers['etag']) } });
    expect(res.status).toBe(304);
    expect(res.body.length).toBe(0);
  });

  it('resolves clean URLs to a directory index', async () => {
    for (const path of ['/about', '/about/', '/about?ref=footer']) {
      const res = await request(server, path);
      expect(res.status, path).toBe(200);
      expect(res.body.toString()).toContain('About us');
    }
  });

  it('marks hashed assets immutable and prefers brotli', async () => {
    const res = await request(server, '/_astro/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Never revalidated, so no validators: they would only add bytes to every script's response.
    expect(res.headers['etag']).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length);
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const res = await request(server, '/_astro/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
  });

  it('sends identity bytes when no compression is accepted', async () => {
    const plain = await request(server, '/_astro/app.abc123.js');
    const refused = await request(server, '/_astro/app.abc123.js', { headers: { 'Accept-Encoding': 'br;q=0, gzip;q=0' } });
    for (const res of [plain, refused]) {
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body.toString()).toBe(script);
    }
  });

  it('serves images with their type and without compression', async () => {
    const res = await request(server, '/pen.webp', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await request(server, '/about', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/no-such-page', '/_astro/missing.js']) {
      const res = await request(server, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(res.body.toString()).toContain('Page not found');
    }
  });

  it('never serves files outside the root', async () => {
    for (const path of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2f..%2fetc%2fpasswd', '/a%00.html']) {
      const res = await request(server, path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body.toString(), path).not.toContain('root:');
    }
  });

  it("follows the build's _redirects: a category to its page (301), a search to the shell (200, URL kept)", async () => {
    const category = await request(server, '/products?categoryId=3&utm_source=x');
    expect(category.status).toBe(301);
    expect(category.headers['location']).toBe('/categories/calculators?categoryId=3&utm_source=x');
    const search = await request(server, '/products?query=pen');
    expect(search.status).toBe(200);
    expect(search.body.toString()).toContain('Search results');
    expect((await request(server, '/products')).body.toString()).toContain('All products');
  });

  it('refuses methods other than GET and HEAD with 405', async () => {
    const res = await request(server, '/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD');
  });
});

describe('serveStatic over HTTPS', () => {
  const hasOpenssl = (() => {
    try {
      execFileSync('openssl', ['version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  })();

  it.skipIf(!hasOpenssl)('answers HTTP/2 with the same files, compressed', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'serve-static-tls-'));
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile,
      '-subj', '/CN=127.0.0.1', '-days', '1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const tls = await serveStatic({ root, port: 0, tls: { key: await readFile(keyFile), cert: await readFile(certFile) } });
    const session = connect(tls.url, { rejectUnauthorized: false });
    try {
      expect(tls.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await new Promise<{ status: number; encoding: string; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': '/_astro/app.abc123.js', 'accept-encoding': 'br' });
        const chunks: Buffer[] = [];
        let head: { status: number; encoding: string } = { status: 0, encoding: '' };
        stream.on('response', (headers) => (head = { status: Number(headers[':status']), encoding: String(headers['content-encoding']) }));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ ...head, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
        stream.end();
      });
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe('br');
      expect(brotliDecompressSync(answer.body).toString()).toBe(script);
    } finally {
      session.close();
      await tls.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
