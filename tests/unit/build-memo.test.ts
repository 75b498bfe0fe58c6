import { describe, expect, it } from 'vitest';
import { memo } from '../../src/data/memo.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { discountLabel } from '../../src/lib/discounts.ts';
import { getLocale } from '../../src/paraglide/runtime.js';

describe('build-time memo (src/data/memo.ts)', () => {
  it('loads once per key, every asker sharing the promise', async () => {
    let loads = 0;
    const load = memo(async (id: number) => ({ id, load: ++loads }));
    const [a, b, c] = await Promise.all([load(1), load(1), load(2)]);
    expect(a).toBe(b);
    expect(c).toEqual({ id: 2, load: 2 });
    expect(loads).toBe(2);
  });

  // Pages render in an order the build does not fix (several at once; a Bangla route may ask before any
  // English page): what every page shares must not take the first asker's language.
  it('loads in no page’s language, whichever page asks first', async () => {
    const label = memo(async () => ({ locale: getLocale(), label: discountLabel({ type: 'percent', value: 10 }) }));
    const first = await renderIn('bn', () => label());
    expect(first).toEqual({ locale: 'en', label: '10% off' });
    expect(await renderIn('en', () => label())).toBe(first);
    // The page itself still renders in its own language around the shared value.
    expect(renderIn('bn', () => discountLabel({ type: 'percent', value: 10 }))).toBe('১০% ছাড়');
  });
});
