import { describe, expect, it } from 'vitest';
import { HEADER_SCRIPT, reachedFrom } from '../../integrations/header-chunk.ts';

/*
 * The "common" chunk is derived from the module graph (integrations/header-chunk.ts): what the
 * header's script imports, directly or not, and nothing else.
 */

const SCRIPT = '/shop/src/components/Header.astro?astro&type=script&index=0&lang.ts';
/** A module graph as importers: `imported: [its importers]`. */
const importers: Record<string, string[]> = {
  '/shop/src/scripts/header.ts': [SCRIPT],
  '/shop/src/stores/currency.ts': ['/shop/src/scripts/header.ts', '/shop/src/islands/HeaderCart.tsx'],
  '/shop/node_modules/nanostores/index.js': ['/shop/src/stores/currency.ts', '/shop/src/stores/cart.ts'],
  // Only islands import these: the cart store, and React through the price hook.
  '/shop/src/stores/cart.ts': ['/shop/src/islands/HeaderCart.tsx'],
  '/shop/src/ui/hooks/use-price.ts': ['/shop/src/islands/HeaderCart.tsx', '/shop/src/ui/Price.tsx'],
  // A cycle the header reaches, and one it does not.
  '/shop/src/lib/a.ts': ['/shop/src/lib/b.ts', '/shop/src/scripts/header.ts'],
  '/shop/src/lib/b.ts': ['/shop/src/lib/a.ts'],
  '/shop/src/lib/c.ts': ['/shop/src/lib/d.ts'],
  '/shop/src/lib/d.ts': ['/shop/src/lib/c.ts', '/shop/src/islands/CartPage.tsx'],
};
const ctx = { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };

describe('the common chunk', () => {
  it('holds what the header’s script imports, directly or through others, even inside an import cycle', () => {
    const name = reachedFrom(HEADER_SCRIPT, 'common');
    for (const id of ['/shop/src/scripts/header.ts', '/shop/src/stores/currency.ts', '/shop/node_modules/nanostores/index.js', '/shop/src/lib/a.ts', '/shop/src/lib/b.ts']) {
      expect(name(id, ctx), id).toBe('common');
    }
  });

  it('leaves out what only islands import, and the script itself (its page’s entry)', () => {
    const name = reachedFrom(HEADER_SCRIPT, 'common');
    for (const id of ['/shop/src/stores/cart.ts', '/shop/src/ui/hooks/use-price.ts', '/shop/src/lib/c.ts', '/shop/src/lib/d.ts', SCRIPT]) {
      expect(name(id, ctx), id).toBeNull();
    }
  });

  it('knows the id Astro gives the header’s script', () => {
    expect(HEADER_SCRIPT.test(SCRIPT)).toBe(true);
    expect(HEADER_SCRIPT.test('C:\\shop\\src\\components\\Header.astro?astro&type=script&index=0&lang.ts')).toBe(true);
    expect(HEADER_SCRIPT.test('/shop/src/components/Footer.astro?astro&type=script&index=0&lang.ts')).toBe(false);
  });
});
