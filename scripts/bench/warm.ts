/** Fetches a page and everything it references once, so the measured runs see warm caches. */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/** What one page's warm-up learnt. */
export interface WarmedPage {
  status: number;
  /** Bytes of the HTML document as served with `Accept-Encoding: br, gzip` (what a browser gets). */
  htmlCompressedBytes: number;
  htmlEncoding: string;
  /** Assets and images fetched to warm the static server's and the API's caches. */
  warmedUrls: number;
}

/** The raw (still compressed) bytes and status of a GET, without decoding like `fetch` would. */
function rawGet(url: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    // The local CDN stand-in's certificate is self-signed for the run: accept it here only.
    const options = { headers: { 'accept-encoding': 'br, gzip' }, rejectUnauthorized: false };
    const request = url.startsWith('https:') ? httpsRequest : httpRequest;
    const req = request(url, options, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, encoding: String(res.headers['content-encoding'] ?? 'identity'), body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Every URL in src/srcset/href attributes that points at the site or the API (not pages). */
function referencedUrls(html: string, pageUrl: string, apiUrl: string): string[] {
  const found = new Set<string>();
  const add = (raw: string) => {
    const value = raw.trim().replaceAll('&amp;', '&');
    if (!value || value.startsWith('data:') || value.startsWith('#')) return;
    try {
      const url = new URL(value, pageUrl);
      const origin = url.origin;
      const isAsset = /\.(js|mjs|css|woff2?|svg|png|jpe?g|webp|avif|ico)$/i.test(url.pathname);
      // API URLs are images and media; the site's own URLs only when they are assets, not pages.
      if (origin === new URL(apiUrl).origin || (origin === new URL(pageUrl).origin && isAsset)) found.add(url.href);
    } catch {
      // Not a URL (e.g. a template placeholder): nothing to warm.
    }
  };
  for (const match of html.matchAll(/\b(?:src|href)="([^"]+)"/g)) add(match[1] ?? '');
  for (const match of html.matchAll(/\b(?:srcset|imagesrcset)="([^"]+)"/g)) {
    for (const candidate of (match[1] ?? '').split(',')) add(candidate.trim().split(/\s+/)[0] ?? '');
  }
  return [...found];
}

/** Loads `pageUrl` and its referenced assets/images once; returns status and compressed HTML size. */
export async function warmPage(pageUrl: string, apiUrl: string): Promise<WarmedPage> {
  const page = await rawGet(pageUrl);
  // Decoded text is only needed to find references; the served size is the raw body above.
  const decode = { br: brotliDecompressSync, gzip: gunzipSync }[page.encoding] ?? ((body: Buffer) => body);
  const html = decode(page.body).toString('utf8');
  const urls = referencedUrls(html, pageUrl, apiUrl);
  // A few at a time: the API renders images on first request and is single-threaded.
  for (let i = 0; i < urls.length; i += 6) {
    await Promise.all(urls.slice(i, i + 6).map((url) => rawGet(url).catch(() => undefined)));
  }
  return { status: page.status, htmlCompressedBytes: page.body.length, htmlEncoding: page.encoding, warmedUrls: urls.length };
}

/** Sum of the compressed bodies (as served with `Accept-Encoding: br, gzip`) of `urls`, headers excluded. */
export async function compressedBodyBytes(urls: readonly string[]): Promise<number> {
  const sizes = await Promise.all([...new Set(urls)].map(async (url) => (await rawGet(url)).body.length));
  return sizes.reduce((sum, size) => sum + size, 0);
}
