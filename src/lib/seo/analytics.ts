/*
 * The analytics tag (spec §1, issue 13 §4): nothing at all unless `PUBLIC_ANALYTICS_ID` is set;
 * then a few bytes of inline script that load the provider's script once the page has loaded and
 * the browser is idle, so it never blocks rendering and never competes with the page's own work.
 * GA4's gtag by default; Plausible (`PUBLIC_ANALYTICS_PROVIDER=plausible`, the id being the site's
 * domain) is a tenth of the size.
 */

export type AnalyticsProvider = 'gtag' | 'plausible';

/** What the tag needs, from the build's environment. */
export interface AnalyticsConfig {
  id: string | undefined;
  provider?: string | undefined;
}

/** The provider's script address for `id`. */
export function analyticsScriptUrl(provider: AnalyticsProvider, id: string): string {
  return provider === 'plausible'
    ? 'https://plausible.io/js/script.js'
    : `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
}

/** The origins a page must allow (Content-Security-Policy) for the provider's tag to load and report. */
export interface AnalyticsOrigins {
  script: string[];
  connect: string[];
  img: string[];
}

/**
 * What the tag needs under the shop's Content-Security-Policy (scripts/site-headers.ts), or
 * `undefined` when analytics is not configured: then the policy allows no third party at all.
 * GA4's list is Google's own for its tag (gtag loads from googletagmanager.com and reports to
 * regional google-analytics.com and analytics.google.com hosts).
 */
export function analyticsOrigins(config: AnalyticsConfig): AnalyticsOrigins | undefined {
  if (!config.id?.trim()) return undefined;
  if (config.provider === 'plausible') return { script: ['https://plausible.io'], connect: ['https://plausible.io'], img: [] };
  return {
    script: ['https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  };
}

/**
 * The inline loader, or `undefined` when analytics is not configured (then the page has no tag
 * and makes no request). An id is a public identifier (`G-XXXX`, a domain): anything else is refused.
 */
export function analyticsLoader(config: AnalyticsConfig): string | undefined {
  const id = config.id?.trim();
  if (!id) return undefined;
  if (!/^[A-Za-z0-9._-]{1,100}$/.test(id)) throw new Error(`PUBLIC_ANALYTICS_ID is not an analytics id: ${id}`);
  const provider: AnalyticsProvider = config.provider === 'plausible' ? 'plausible' : 'gtag';
  const src = JSON.stringify(analyticsScriptUrl(provider, id));
  const setup =
    provider === 'plausible'
      ? `s.dataset.domain=${JSON.stringify(id)};`
      : `window.dataLayer=window.dataLayer||[];window.gtag=function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${JSON.stringify(id)});`;
  // After `load`, then when idle (at most 5 s later): the page's own pictures and scripts go first.
  return `addEventListener('load',function(){var go=function(){var s=document.createElement('script');s.async=true;s.src=${src};${setup}document.head.appendChild(s)};'requestIdleCallback' in window?requestIdleCallback(go,{timeout:5000}):setTimeout(go,1500)});`;
}
