import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CACHE_RULES, IMMUTABLE, REVALIDATE, SECURITY_HEADERS, cacheControlFor, cspDirectives, cspScriptResources, headersFile, headersFor,
  inlineHashes, siteOrigins,
} from '../../scripts/site-headers.ts';
import { siteCsp } from '../../integrations/site-security.ts';
import { CART_BADGE_SCRIPT } from '../../src/scripts/cart-badge.ts';
import { EARLY_PRESS_SCRIPT } from '../../src/scripts/early-input.ts';
import { cspHash } from '../../src/lib/csp-hash.ts';
import { LISTING_NOSCRIPT_CSS, LISTING_PENDING_SCRIPT } from '../../src/lib/search/listing-pending.ts';
import { NEEDS_SCRIPT_CSS } from '../../src/lib/needs-script.ts';
import { analyticsLoader, analyticsScriptUrl } from '../../src/lib/seo/analytics.ts';

/** The `_headers` file read back as a host does: every rule whose path matches, in order, later values winning. */
function hostHeaders(file: string, pathname: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let matching = false;
  for (const line of file.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!line.startsWith(' ')) {
      const pattern = new RegExp(`^${line.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
      matching = pattern.test(pathname);
    } else if (matching) {
      const [name, ...value] = line.trim().split(': ');
      expect(headers[name!], `${name} set twice for ${pathname}: a host would join the values`).toBeUndefined();
      headers[name!] = value.join(': ');
    }
  }
  return headers;
}

/** Whether a CSP source list allows `url` (scheme + host, `*.` wildcards; enough for these origins). */
function allows(sources: string[], url: string): boolean {
  const { origin, host } = new URL(url);
  return sources.some((source) => source === origin || (source.startsWith('https://*.') && host.endsWith(source.slice('https://*'.length))));
}

const directive = (directives: string[], name: string) => directives.find((d) => d.startsWith(`${name} `))!.split(' ').slice(1);

describe('cacheControlFor', () => {
  it('keeps hashed files a year and revalidates pages and which build is current', () => {
    for (const path of ['/_astro/app.Ab12.js', '/_astro/fonts/x.woff2', '/builds/meta/20261123-1.json', '/pagefind/fragment/en_1a2b3c4.pf_fragment',
      '/pagefind/index/en_5435acc.pf_index', '/pagefind/filter/en_a269e5b.pf_filter', '/pagefind/pagefind.en_98259a9591.pf_meta',
      '/pagefind/delta/Ab12Cd34Ef56Gh78/fragment/en_9f8e7d6.pf_fragment', '/pagefind/delta/Ab12Cd34Ef56Gh78/index/en_77aa.pf_index',
      '/pagefind/delta/Ab12Cd34Ef56Gh78/pagefind.en_1b2c.pf_meta', '/pagefind/delta/Ab12Cd34Ef56Gh78/pagefind-entry.json']) {
      expect(cacheControlFor(path), path).toBe(IMMUTABLE);
    }
    for (const path of ['/', '/products/12', '/about/', '/builds/latest.json', '/pagefind/pagefind.js', '/pagefind/pagefind-entry.json',
      '/pagefind/wasm.en.pagefind', '/sitemap-index.xml', '/products/_payload.json', '/_astro-not/x.js',
      // A release replaces it under the same name.
      '/pagefind/storefront-delta.json']) {
      expect(cacheControlFor(path), path).toBe(REVALIDATE);
    }
    expect(REVALIDATE).toContain('no-cache');
  });
});

describe('headersFor', () => {
  it('sends every security header with the cache rule of the path', () => {
    expect(headersFor('/about')).toEqual({ ...SECURITY_HEADERS, 'Cache-Control': REVALIDATE });
    expect(headersFor('/_astro/a.js')['Cache-Control']).toBe(IMMUTABLE);
    expect(Object.keys(SECURITY_HEADERS).sort()).toEqual(
      ['Content-Security-Policy', 'Permissions-Policy', 'Referrer-Policy', 'Strict-Transport-Security', 'X-Content-Type-Options'],
    );
  });

  it('says in the header policy only what a meta policy cannot, so both together still allow the page', () => {
    const header = SECURITY_HEADERS['Content-Security-Policy']!;
    expect(header).toBe("frame-ancestors 'none'");
    // With default-src, script-src or style-src here, the meta policy's hashed inline scripts would be blocked.
    expect(header).not.toMatch(/default-src|script-src|style-src/);
  });
});

describe('headersFile', () => {
  const file = headersFile();

  it('gives a host the same headers the server sends, never the same header twice for a path', () => {
    for (const path of ['/', '/about/', '/_astro/app.Ab12.js', '/builds/latest.json', '/builds/meta/b1.json', '/pagefind/fragment/en_1.pf_fragment', '/pagefind/pagefind.js']) {
      const served = headersFor(path);
      const fromFile = hostHeaders(file, path);
      // The file leaves revalidation to the host's default (public, max-age=0, must-revalidate) where no rule says it.
      const expected = cacheControlFor(path) === REVALIDATE && !CACHE_RULES.some((rule) => rule.path === path)
        ? Object.fromEntries(Object.entries(served).filter(([name]) => name !== 'Cache-Control'))
        : served;
      expect(fromFile, path).toEqual(expected);
    }
  });

  it('is in the Netlify / Cloudflare Pages format: a path, then indented headers', () => {
    expect(file).toMatch(/^# .*\n/);
    expect(file).toContain("/*\n  Content-Security-Policy: frame-ancestors 'none'\n");
    expect(file).toContain(`/_astro/*\n  Cache-Control: ${IMMUTABLE}\n`);
    expect(file).toContain(`/builds/latest.json\n  Cache-Control: ${REVALIDATE}\n`);
  });
});

describe('siteOrigins and the policy of the meta', () => {
  it('allows the API for calls, pictures and forms, and no third party without analytics', () => {
    const origins = siteOrigins({ PUBLIC_API_URL: 'https://api.kolom.com.bd/v1/' });
    const directives = cspDirectives(origins);
    expect(directive(directives, 'connect-src')).toEqual(["'self'", 'https://api.kolom.com.bd']);
    expect(directive(directives, 'img-src')).toEqual(["'self'", 'https://api.kolom.com.bd']);
    expect(directive(directives, 'form-action')).toEqual(["'self'", 'https://api.kolom.com.bd']);
    expect(directives).toContain("default-src 'self'");
    expect(directives).toContain("object-src 'none'");
    expect(directives).toContain("base-uri 'self'");
    expect(cspScriptResources(origins)).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(inlineHashes(origins).scripts).toHaveLength(3);
  });

  it('defaults to the demo API, and adds a media base on another origin to the pictures', () => {
    expect(siteOrigins({}).api).toBe('http://localhost:8787');
    const origins = siteOrigins({ PUBLIC_API_URL: 'http://127.0.0.1:8800', PUBLIC_MEDIA_BASE: 'https://cdn.kolom.com.bd/media/' });
    expect(directive(cspDirectives(origins), 'img-src')).toEqual(["'self'", 'http://127.0.0.1:8800', 'https://cdn.kolom.com.bd']);
    expect(siteOrigins({ PUBLIC_MEDIA_BASE: '/media/' }).media).toBeUndefined();
  });

  it('allows an upload service other than the API (Uploadcare) and its CDN only when configured', () => {
    expect(siteOrigins({ PUBLIC_API_URL: 'http://127.0.0.1:8800' }).uploads).toBeUndefined();
    const origins = siteOrigins({ PUBLIC_API_URL: 'https://api.kolom.com.bd', PUBLIC_UPLOAD_URL: 'https://upload.uploadcare.com' });
    // Uploadcare answers a multipart start (files from 25 MB) with presigned part URLs on its S3 host.
    expect(directive(cspDirectives(origins), 'connect-src')).toEqual(["'self'", 'https://api.kolom.com.bd', 'https://upload.uploadcare.com', 'https://ucarecdn.com', 'https://uploadcare.s3-accelerate.amazonaws.com']);
    expect(directive(cspDirectives(origins), 'img-src')).toEqual(["'self'", 'https://api.kolom.com.bd', 'https://ucarecdn.com']);
    const ownCdn = siteOrigins({ PUBLIC_UPLOAD_URL: 'https://upload.uploadcare.com', PUBLIC_UPLOAD_CDN_URL: 'https://files.kolom.com.bd/' });
    expect(directive(cspDirectives(ownCdn), 'img-src')).toContain('https://files.kolom.com.bd');
    // The S3 host is Uploadcare's alone: another upload service, or the API's own, does not open it.
    const other = siteOrigins({ PUBLIC_API_URL: 'https://api.kolom.com.bd', PUBLIC_UPLOAD_URL: 'https://uploads.kolom.com.bd' });
    expect(directive(cspDirectives(other), 'connect-src')).not.toContain('https://uploadcare.s3-accelerate.amazonaws.com');
    expect(directive(cspDirectives(siteOrigins({})), 'connect-src')).not.toContain('https://uploadcare.s3-accelerate.amazonaws.com');
  });

  it('allows GA4’s tag, its loader and its reports only when PUBLIC_ANALYTICS_ID is set', () => {
    const env = { PUBLIC_ANALYTICS_ID: 'G-ABC123' };
    const origins = siteOrigins(env);
    expect(allows(cspScriptResources(origins), analyticsScriptUrl('gtag', 'G-ABC123'))).toBe(true);
    expect(allows(directive(cspDirectives(origins), 'connect-src'), 'https://region1.google-analytics.com/g/collect')).toBe(true);
    expect(inlineHashes(origins).scripts).toContain(cspHash(analyticsLoader({ id: 'G-ABC123' })!));
    expect(allows(cspScriptResources(siteOrigins({})), analyticsScriptUrl('gtag', 'G-ABC123'))).toBe(false);
  });

  it('allows Plausible’s script and reports, and nothing of Google’s, when it is the provider', () => {
    const origins = siteOrigins({ PUBLIC_ANALYTICS_ID: 'kolom.com.bd', PUBLIC_ANALYTICS_PROVIDER: 'plausible' });
    expect(allows(cspScriptResources(origins), analyticsScriptUrl('plausible', 'kolom.com.bd'))).toBe(true);
    expect(directive(cspDirectives(origins), 'connect-src')).toContain('https://plausible.io');
    expect(cspDirectives(origins).join(' ')).not.toContain('google');
  });
});

describe('inlineHashes', () => {
  it('hashes the shop’s is:inline scripts and styles exactly as a browser does', () => {
    const sha = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
    const { scripts, styles } = inlineHashes(siteOrigins({}));
    expect(scripts).toEqual([sha(EARLY_PRESS_SCRIPT), sha(CART_BADGE_SCRIPT), sha(LISTING_PENDING_SCRIPT)]);
    expect(styles).toEqual([sha(LISTING_NOSCRIPT_CSS), sha(NEEDS_SCRIPT_CSS)]);
  });
});

describe('siteCsp', () => {
  it('is Astro’s security.csp: the directives, the script sources without unsafe-inline, and the inline hashes', () => {
    const csp = siteCsp({ PUBLIC_API_URL: 'http://127.0.0.1:8800' });
    expect(csp.directives).toContain("connect-src 'self' http://127.0.0.1:8800");
    expect(csp.scriptDirective?.resources).not.toContain("'unsafe-inline'");
    expect(csp.scriptDirective?.hashes).toContain(cspHash(EARLY_PRESS_SCRIPT));
    expect(csp.styleDirective?.hashes).toContain(cspHash(LISTING_NOSCRIPT_CSS));
    expect(csp.styleDirective?.hashes).toContain(cspHash(NEEDS_SCRIPT_CSS));
    expect(csp.styleDirective?.resources).toBeUndefined(); // Astro's default: 'self' and the hashes
  });
});
