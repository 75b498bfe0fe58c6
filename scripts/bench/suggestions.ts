/**
 * The header search's suggestions in a real Chromium (issue 23 §1): from a keystroke in the header's
 * search box to the suggestion list for the text now typed being painted. Each query is typed key
 * by key twice: the first pass loads what its words need from the static index (its chunks, the
 * hits' fragments), the second is the shopper typing again once they are loaded, which is what the
 * budget (150 ms) is about. Keys go in one at a time, each once the list has answered the last.
 */
import { chromium, type Page } from 'playwright';
import { chromiumFlags } from './lighthouse.ts';
import { SEARCH_QUERIES } from './search.ts';
import { median } from './stats.ts';

/** One pass over the queries: every keystroke's time to the painted list, in ms. */
export interface SuggestionPass { keystrokes: number; medianMs: number | undefined; maxMs: number | undefined }

/** Both passes; `warm` is the figure read against the budget. */
export interface SuggestionsResult { page: string; cold: SuggestionPass; warm: SuggestionPass; unanswered: number }

/** The page the header is measured on: any page has it; home is the one shoppers land on most. */
const PAGE = '/';
const BOX = 'Search products';
/** Keys shorter than this (trimmed, in characters) suggest nothing: src/lib/search/suggest-rules.ts. */
const FROM_CHARS = 2;

/** Types SEARCH_QUERIES into the header search of `{siteUrl}/`, twice, timing every keystroke. */
export async function benchSuggestions(siteUrl: string, chromePath: string, queries = SEARCH_QUERIES): Promise<SuggestionsResult> {
  const browser = await chromium.launch({ executablePath: chromePath, args: await chromiumFlags() });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, ignoreHTTPSErrors: true });
    await page.goto(siteUrl + PAGE, { waitUntil: 'load' });
    const box = page.getByRole('combobox', { name: BOX });
    // Focus wakes the header and loads the index's library and metadata, as a shopper's tap does.
    const library = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
    await box.focus();
    await library;
    await page.locator('astro-island[client="header"][ssr]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    await installTimer(page);
    const passes: number[][] = [];
    let unanswered = 0;
    for (const pass of ['cold', 'warm']) {
      const times: number[] = [];
      for (const query of queries) {
        await box.fill('');
        let typed = '';
        let answered = '';
        for (const key of query) {
          typed += key;
          const text = typed.trim();
          await page.evaluate(() => (window as unknown as BenchWindow).__benchSuggest.reset());
          await page.keyboard.type(key);
          // A key that changes no word (a space) or leaves too little to suggest for is not timed.
          if ([...text].length < FROM_CHARS || text === answered) continue;
          const ms = await page.evaluate((expected) => (window as unknown as BenchWindow).__benchSuggest.painted(expected), text);
          if (Number.isNaN(ms)) unanswered++;
          else times.push(ms);
          answered = text;
        }
      }
      const { medianMs, maxMs } = summary(times);
      console.log(`[bench] suggestions (${pass}): ${times.length} keystrokes, median ${medianMs?.toFixed(0) ?? '-'} ms, max ${maxMs?.toFixed(0) ?? '-'} ms`);
      passes.push(times);
    }
    const [cold = [], warm = []] = passes;
    if (unanswered) console.log(`[bench] suggestions: ${unanswered} keystrokes never answered within 10 s`);
    return { page: PAGE, cold: summary(cold), warm: summary(warm), unanswered };
  } finally {
    await browser.close();
  }
}

function summary(times: number[]): SuggestionPass {
  return { keystrokes: times.length, medianMs: median(times), maxMs: times.length ? Math.max(...times) : undefined };
}

interface BenchWindow {
  __benchSuggest: { reset(): void; painted(text: string): Promise<number> };
}

/**
 * In the page: remembers when the last key went in, and for each text the list answers
 * (`data-suggested-for`), when it was painted (the next animation frame after the change).
 */
async function installTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    let lastInput = 0;
    let painted = new Map<string, number>();
    const waiting = new Map<string, (ms: number) => void>();
    document.addEventListener('input', () => (lastInput = performance.now()), true);
    const list = document.querySelector('.suggestions')!;
    new MutationObserver(() => {
      const text = list.getAttribute('data-suggested-for');
      if (text === null || (list as HTMLElement).hidden || painted.has(text)) return;
      painted.set(text, Number.NaN);
      const since = lastInput;
      requestAnimationFrame(() => {
        painted.set(text, performance.now() - since);
        waiting.get(text)?.(painted.get(text)!);
      });
    }).observe(list, { attributes: true, attributeFilter: ['data-suggested-for', 'hidden'] });
    (window as unknown as BenchWindow).__benchSuggest = {
      reset: () => {
        painted = new Map();
        waiting.clear();
      },
      painted: (text) => new Promise((resolve) => {
        const known = painted.get(text);
        if (known !== undefined && !Number.isNaN(known)) return resolve(known);
        waiting.set(text, resolve);
        setTimeout(() => resolve(Number.NaN), 10_000); // never answered: counted apart, not timed
      }),
    };
  });
}
