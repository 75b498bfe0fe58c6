/** One Lighthouse performance run (mobile defaults) in a fresh headless Chromium. */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { trustSiteCertificate } from './servers.ts';

/**
 * Flags every Chromium of the benchmark gets: headless, sandbox-free, no background traffic; and
 * trust in the certificate made for the run, on which the local CDN stand-in serves HTTP/2.
 */
export async function chromiumFlags(): Promise<string[]> {
  return ['--headless=new', '--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu', await trustSiteCertificate()];
}

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
  /** Where the page ended: a signed-in screen that redirected to sign in measured the wrong page. */
  finalUrl: string;
  userAgent: string;
  lighthouseVersion: string;
  warnings: string[];
  /** The run's longest main-thread tasks, longest first (what its blocking time is made of). */
  longTasks: LongTask[];
}

/** A main-thread task Lighthouse reports as long (over 50 ms as it simulates a phone's CPU). */
export interface LongTask {
  /** What it is attributed to: a script's path, the page's own path (its HTML, inline scripts), or `Unattributable` (style, layout). */
  where: string;
  startMs: number;
  durationMs: number;
}

/** How many of a run's long tasks are kept: the few that make most of its blocking time. */
const LONG_TASKS_KEPT = 5;

/** The run's longest tasks from Lighthouse's `long-tasks` audit, longest first; addresses shortened to their path. */
export function longTasksOf(lhr: Result): LongTask[] {
  return items(lhr, 'long-tasks')
    .map((item) => {
      const url = String(item['url'] ?? '');
      let where = url;
      try { where = new URL(url).pathname; } catch { /* not an address: Unattributable */ }
      return { where, startMs: num(item['startTime']) ?? 0, durationMs: num(item['duration']) ?? 0 };
    })
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, LONG_TASKS_KEPT);
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
    finalUrl: lhr.finalDisplayedUrl,
    userAgent: lhr.environment.hostUserAgent,
    lighthouseVersion: lhr.lighthouseVersion,
    warnings: lhr.runWarnings.map(String),
    longTasks: longTasksOf(lhr),
  };
}

/**
 * Runs Lighthouse once on `url` in a Chromium of its own, so no run inherits another's state.
 * `storage` is localStorage the page starts with (a signed-in customer's session and cart): it is
 * written on the page's origin before the run, and Lighthouse is told not to wipe it. The browser
 * is new each run, so its HTTP cache is as empty as a first visit's either way.
 */
export async function runLighthouse(url: string, chromePath: string, storage?: Record<string, string>): Promise<LighthouseRun> {
  const chrome = await launch({ chromePath, chromeFlags: await chromiumFlags(), logLevel: 'silent' });
  try {
    if (storage) await seedLocalStorage(chrome.port, new URL('/robots.txt', url).href, storage);
    // Mobile form factor, simulated throttling and screen emulation are Lighthouse's defaults.
    const flags = { port: chrome.port, logLevel: 'error' as const, output: 'json' as const, onlyCategories: ['performance'], disableStorageReset: Boolean(storage) };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return summarise(lhr);
  } finally {
    chrome.kill();
  }
}

/**
 * Writes `entries` into localStorage of `originUrl`'s origin through the DevTools protocol: the
 * browser opens `originUrl` (a small file, no script: nothing is cached for the measured page),
 * sets the entries, and leaves the tab on about:blank.
 */
async function seedLocalStorage(port: number, originUrl: string, entries: Record<string, string>): Promise<void> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { type: string; webSocketDebuggerUrl: string }[];
  const page = targets.find((target) => target.type === 'page');
  if (!page) throw new Error('no page target to seed localStorage in');
  const socket = new WebSocket(page.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 0;
  const send = (method: string, params: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const id = ++nextId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as { id?: number; result?: Record<string, unknown> };
        if (message.id !== id) return;
        socket.removeEventListener('message', onMessage);
        resolve(message.result ?? {});
      };
      socket.addEventListener('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('Page.enable', {});
    await send('Page.navigate', { url: originUrl });
    await new Promise((resolve) => setTimeout(resolve, 500));
    const script = `for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value); localStorage.length`;
    const result = await send('Runtime.evaluate', { expression: script, returnByValue: true });
    const stored = (result['result'] as { value?: number } | undefined)?.value ?? 0;
    if (stored < Object.keys(entries).length) throw new Error(`localStorage kept ${stored} of ${Object.keys(entries).length} entries`);
    await send('Page.navigate', { url: 'about:blank' });
  } finally {
    socket.close();
  }
}
