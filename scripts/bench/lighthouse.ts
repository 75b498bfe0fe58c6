/** One Lighthouse performance run (mobile defaults) in a fresh headless Chromium. */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

/** Flags every Chromium of the benchmark gets: headless, sandbox-free, no background traffic. */
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-gpu',
  // The local CDN stand-in serves HTTP/2 on a self-signed certificate made for the run.
  '--ignore-certificate-errors',
];

/** The numbers kept from one run. */
export interface LighthouseRun {
  score: number | undefined;
  lcpSeconds: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  totalBytes: number | undefined;
  scriptBytes: number | undefined;
  /** Transfer size of the HTML document (headers included, as Lighthouse counts it). */
  documentTransferBytes: number | undefined;
  /** Every script the page loaded (to weigh their compressed bodies without headers). */
  scriptUrls: string[];
  /** Render-blocking requests that are scripts (should stay empty: islands load as modules). */
  renderBlockingScripts: string[];
  /** All render-blocking requests, e.g. the stylesheet, for context. */
  renderBlocking: string[];
  userAgent: string;
  lighthouseVersion: string;
  warnings: string[];
}

type Item = Record<string, unknown>;

/** The table rows of an audit's details, or [] when it has none (e.g. not applicable). */
function items(lhr: Result, id: string): Item[] {
  const details = lhr.audits[id]?.details;
  if (!details || !('items' in details) || !Array.isArray(details.items)) return [];
  return details.items as unknown as Item[];
}

function numeric(lhr: Result, id: string): number | undefined {
  return lhr.audits[id]?.numericValue;
}

function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/** Reads the kept numbers out of a Lighthouse result. */
export function summarise(lhr: Result): LighthouseRun {
  const requests = items(lhr, 'network-requests');
  const summary = items(lhr, 'resource-summary');
  const typeOf = new Map(requests.map((r) => [String(r['url']), String(r['resourceType'])]));
  // Lighthouse 13 replaced `render-blocking-resources` with the trace-based insight; read either.
  const blocking = [...items(lhr, 'render-blocking-insight'), ...items(lhr, 'render-blocking-resources')]
    .map((item) => String(item['url']))
    .filter((url, i, all) => url && all.indexOf(url) === i);
  const isScript = (url: string) => typeOf.get(url) === 'Script' || /\.m?js(\?|$)/.test(url);
  const document = requests.find((r) => r['resourceType'] === 'Document' && r['url'] === lhr.finalDisplayedUrl) ?? requests.find((r) => r['resourceType'] === 'Document');
  const score = lhr.categories['performance']?.score;
  const lcp = numeric(lhr, 'largest-contentful-paint');
  return {
    score: typeof score === 'number' ? score * 100 : undefined,
    lcpSeconds: lcp === undefined ? undefined : lcp / 1000,
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalBytes: num(summary.find((r) => r['resourceType'] === 'total')?.['transferSize']) ?? numeric(lhr, 'total-byte-weight'),
    scriptBytes: num(summary.find((r) => r['resourceType'] === 'script')?.['transferSize']),
    documentTransferBytes: num(document?.['transferSize']),
    scriptUrls: requests.filter((r) => r['resourceType'] === 'Script').map((r) => String(r['url'])),
    renderBlockingScripts: blocking.filter(isScript),
    renderBlocking: blocking,
    userAgent: lhr.environment.hostUserAgent,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings.map(String),
  };
}

/** Runs Lighthouse once on `url` in a Chromium of its own, so no run inherits another's state. */
export async function runLighthouse(url: string, chromePath: string): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  try {
    // Mobile form factor, simulated throttling and screen emulation are Lighthouse's defaults.
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return summarise(lhr);
  } finally {
    chrome.kill();
  }
}
