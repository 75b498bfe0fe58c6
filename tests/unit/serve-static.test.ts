import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { access, mkdir, mkdtemp, readFile, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../../scripts/site-headers.ts';
import { listingRoutes } from '../../src/lib/search/listing-routes.ts';
import { inBangla } from '../../src/pages/[redirects].ts';
import { request } from './support/raw-request.ts';

const script = `export function greet(name) { return 'Hello, ' + name + '!'; }\n`.repeat(40);
const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1>${'<p>Pens, paper and gifts.</p>'.repeat(40)}`;
let root: string;
let server: StaticServer;

async function write(path: string, content: string | Buffer): Promise<void> {
  await mkdir(join(root, path, '..'), { recursive: true });
  await writeFile(join(root, path), content);
}

const exists = (path: string) => access(path).then(() => true, () => false);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-static-'));
  await write('index.html', page('Home'));
  await write('404.html', page('Page not found'));
  await write('bn/404/index.html', page('পেজটি পাওয়া যায়নি'));
  await write('about/index.html', page('About us'));
  await write('_astro/app.abc123.js', script);
  await write('pen.webp', Buffer.from('RIFF0000WEBPVP8 fake image bytes'));
  await write('products/index.html', page('All products'));
  await write('search/index.html', page('Search results'));
  await write('_redirects', listingRoutes([{ id: 3, slug: 'calculators' }]));
  await write('builds/latest.json', '{"id":"b2","timestamp":"2026-11-23T00:00:00.000Z"}');
  await write('builds/meta/b2.json', '{"id":"b2"}');
  await write('pagefind/pagefind.js', script);
  await write('pagefind/fragment/en_1a2b3c4.pf_fragment', Buffer.from([0x1f, 0x8b, 1, 2, 3]));
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

  it('serves index.html for / revalidated, with an ETag and every security header of the definition', async () => {
    const res = await request(server, '/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html; ?charset=utf-8$/);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(res.headers['etag']).toBeTruthy();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers[name.toLowerCase()], name).toBe(value);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
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

  it('marks hashed assets immutable, without an ETag, and prefers brotli', async () => {
    const res = await request(server, '/_astro/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['etag']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toBe('Accept-Encoding');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('compresses a page on its first request and keeps the compressed file beside it', async () => {
    const res = await request(server, '/products', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(page('All products'));
    expect(await exists(join(root, 'products', 'index.html.br'))).toBe(true);
  });

  it('sends a compressed sibling the build wrote as it is', async () => {
    await write('_astro/built.js', script);
    await write('_astro/built.js.br', brotliCompressSync('written by the build'));
    const res = await request(server, '/_astro/built.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(res.body).toString()).toBe('written by the build');
  });

  it('replaces a compressed sibling older than its file (a page rebuilt in place)', async () => {
    await write('stale/index.html', page('New text'));
    await write('stale/index.html.br', brotliCompressSync(page('Old text')));
    const past = new Date(Date.now() - 60_000);
    await utimes(join(root, 'stale', 'index.html.br'), past, past);
    const res = await request(server, '/stale', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(res.body).toString()).toBe(page('New text'));
  });

  it('falls back to gzip when brotli is not accepted', async () => {
    const res = await request(server, '/_astro/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(script);
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
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    expect(await exists(join(root, 'pen.webp.br'))).toBe(false);
  });

  it("applies the definition's cache rules: the build's id revalidated, its description and Pagefind's fragments immutable", async () => {
    expect((await request(server, '/builds/latest.json')).headers['cache-control']).toBe(REVALIDATE);
    expect((await request(server, '/builds/meta/b2.json')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await request(server, '/pagefind/pagefind.js')).headers['cache-control']).toBe(REVALIDATE);
    const fragment = await request(server, '/pagefind/fragment/en_1a2b3c4.pf_fragment');
    expect(fragment.headers['cache-control']).toBe(IMMUTABLE);
    expect(fragment.headers['content-type']).toBe('application/octet-stream');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const res = await request(server, '/about', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
    expect(res.body.length).toBe(0);
  });

  it('answers unknown paths with 404.html and status 404, revalidated even under a hashed path', async () => {
    for (const path of ['/no-such-page', '/_astro/missing.js']) {
      const res = await request(server, path);
      expect(res.status, path).toBe(404);
      expect(res.headers['cache-control']).toBe(REVALIDATE);
      expect(res.body.toString()).toContain('Page not found');
    }
  });

  it('answers an unknown Bangla path with the Bangla 404 page (issue 24)', async () => {
    for (const path of ['/bn/no-such-page', '/bn/products/0/x']) {
      const res = await request(server, path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain('পেজটি পাওয়া যায়নি');
    }
    expect((await request(server, '/bnx')).body.toString()).toContain('Page not found');
  });

  it('sends the whole 404 page with status 404 to a revalidation or a range request', async () => {
    const first = await request(server, '/no-such-page');
    const again = await request(server, '/no-such-page', { headers: { 'If-None-Match': String(first.headers['etag']), Range: 'bytes=0-9' } });
    expect(again.status).toBe(404);
    expect(again.body.toString()).toContain('Page not found');
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

  it("follows the Bangla rules [redirects].ts adds: a Bangla category to its Bangla page, a Bangla search to the Bangla shell", async () => {
    const english = listingRoutes([{ id: 3, slug: 'calculators' }]);
    const rules = inBangla(english);
    expect(rules).toContain('/bn/products categoryId=3 /bn/categories/calculators 301!');
    expect(rules).toContain('/bn/products query=:query /bn/search 200!');
    await write('bn/search/index.html', page('Bangla search results'));
    await write('_redirects', english + rules);
    try {
      const category = await request(server, '/bn/products?categoryId=3&utm_source=x');
      expect(category.status).toBe(301);
      expect(category.headers['location']).toBe('/bn/categories/calculators?categoryId=3&utm_source=x');
      expect((await request(server, '/bn/products/?category=calculators')).headers['location']).toBe('/bn/categories/calculators?category=calculators');
      const search = await request(server, '/bn/products?query=pen');
      expect(search.status).toBe(200);
      expect(search.body.toString()).toContain('Bangla search results');
      // The English rules are unchanged.
      expect((await request(server, '/products?categoryId=3')).headers['location']).toBe('/categories/calculators?categoryId=3');
    } finally {
      await write('_redirects', english);
    }
  });

  it.skipIf(!existsSync('/proc/self/mem'))('ends an answer whose file fails to read, and keeps serving', async () => {
    // Found and sized, then unreadable (EIO): as a file of a release pruned between sirv's look and its read.
    await symlink('/proc/self/mem', join(root, 'unreadable.txt'));
    await expect(request(server, '/unreadable.txt')).rejects.toThrow();
    expect((await request(server, '/about')).status).toBe(200);
  });

  it('refuses methods other than GET and HEAD with 405', async () => {
    const res = await request(server, '/', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers['allow']).toBe('GET, HEAD');
  });
});

describe('acceptedEncodings', () => {
  it('lists brotli and gzip as accepted, honouring q=0 and *', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toBe('br, gzip');
    expect(acceptedEncodings('br;q=0, gzip')).toBe('gzip');
    expect(acceptedEncodings('*')).toBe('br, gzip');
    expect(acceptedEncodings('*, br;q=0')).toBe('gzip');
    expect(acceptedEncodings('identity')).toBe('');
    expect(acceptedEncodings(undefined)).toBe('');
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

  it.skipIf(!hasOpenssl)('answers HTTP/2 with the same files, compressed, and HEAD without a body', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'serve-static-tls-'));
    const [keyFile, certFile] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile,
      '-subj', '/CN=127.0.0.1', '-days', '1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' });
    const tls = await serveStatic({ root, port: 0, tls: { key: await readFile(keyFile), cert: await readFile(certFile) } });
    const session = connect(tls.url, { rejectUnauthorized: false });
    const ask = (headers: Record<string, string>) => new Promise<{ status: number; encoding: string; policy: string; body: Buffer }>((resolve, reject) => {
      const stream = session.request({ 'accept-encoding': 'br', ...headers });
      const chunks: Buffer[] = [];
      let head = { status: 0, encoding: '', policy: '' };
      stream.on('response', (h) => (head = { status: Number(h[':status']), encoding: String(h['content-encoding']), policy: String(h['content-security-policy']) }));
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => resolve({ ...head, body: Buffer.concat(chunks) }));
      stream.on('error', reject);
      stream.end();
    });
    try {
      expect(tls.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await ask({ ':path': '/_astro/app.abc123.js' });
      expect(answer.status).toBe(200);
      expect(answer.encoding).toBe('br');
      expect(answer.policy).toBe("frame-ancestors 'none'");
      expect(brotliDecompressSync(answer.body).toString()).toBe(script);
      const head = await ask({ ':path': '/about', ':method': 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect((await ask({ ':path': '/no-such-page' })).status).toBe(404);
    } finally {
      session.close();
      await tls.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('serveStatic closing', () => {
  it('closes only once the pages it was compressing are written, so nothing writes into the folder after it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'serve-static-close-'));
    // A big page of varied text: brotli's best setting spends a good part of a second on it.
    const words = Array.from({ length: 60_000 }, (_, i) => `<p>Item ${i} costs ${(i * 7919) % 100_003} taka</p>`).join('');
    await mkdir(join(dir, 'big'), { recursive: true });
    await writeFile(join(dir, 'big/index.html'), `<!doctype html><title>Big</title>${words}`);
    const site = await serveStatic({ root: dir, port: 0 });
    const { request: httpRequest } = await import('node:http');
    // The shopper gives up while the page is being compressed for them; the server then stops.
    await new Promise<void>((resolve) => {
      const asked = httpRequest(`${site.url}/big/`, { headers: { 'accept-encoding': 'br' } });
      asked.on('error', () => resolve());
      asked.end();
      setTimeout(() => { asked.destroy(); resolve(); }, 50);
    });
    await site.close();
    expect(await exists(join(dir, 'big/index.html.br'))).toBe(true);
    await rm(dir, { recursive: true }); // no maxRetries: a file appearing meanwhile would fail it
    expect(existsSync(dir)).toBe(false);
  });
});
