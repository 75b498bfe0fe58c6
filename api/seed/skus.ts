import { skuIdOf } from './ids.ts';
import { colorNumber, sizeFactor, sizeNumber, type ColorSlug, type SizeSlug } from './options.ts';
import type { Pack, VariantRule } from './product-catalogue.ts';
import type { Random } from './random.ts';

/** A demo sku ready to insert; money in paisa (BDT × 100). */
export interface SkuDraft {
  id: number;
  code: string;
  pricePaisa: number;
  salePricePaisa: number | null;
  regularPricePaisa: number | null;
  stock: number;
  size: SizeSlug | null;
  color: ColorSlug | null;
}

/** What a product contributes to its skus' codes and prices. */
export interface SkuBasis {
  productId: number;
  brand: string;
  model: string;
  /** Unit price range in whole BDT. */
  price: readonly [number, number];
  pack: Pack;
}

const ON_SALE = 0.2;
const OUT_OF_STOCK = 0.08;

/** The skus of one product: one per chosen size × colour, or a single plain sku. */
export function draftSkus(random: Random, basis: SkuBasis, rule: VariantRule): SkuDraft[] {
  const [kind, count] = basis.pack;
  // Bigger packs get a small bulk discount; boxes a little more.
  const bulk = count > 1 ? 1 - random.int(0, kind === 'box' ? 10 : 6) / 100 : 1;
  const unit = random.int(basis.price[0], basis.price[1]) * count * bulk;
  const prefix = `${code(basis.brand, 3)}-${initials(basis.model)}`;

  return pickOptions(random, rule).map(({ size, color }) => {
    const id = skuIdOf(basis.productId, colorNumber(color), sizeNumber(size));
    const regular = roundPrice(unit * sizeFactor(size), random);
    const onSale = random.chance(ON_SALE);
    const sale = onSale ? Math.max(100, Math.min(regular - 100, roundPrice((regular * random.int(70, 92)) / 10_000, random))) : null;
    return {
      id,
      code: [prefix, color && code(color, 3), size?.toUpperCase(), String(id)].filter(Boolean).join('-'),
      pricePaisa: regular,
      salePricePaisa: sale !== null && sale < regular ? sale : null,
      regularPricePaisa: sale !== null && sale < regular ? regular : null,
      stock: random.chance(OUT_OF_STOCK) ? 0 : random.int(1, 250),
      size,
      color,
    };
  });
}

function pickOptions(random: Random, rule: VariantRule): Array<{ size: SizeSlug | null; color: ColorSlug | null }> {
  if ((!rule.sizes && !rule.colors) || random.chance(rule.plain ?? 0)) return [{ size: null, color: null }];
  const choose = <T>(options: readonly T[] | undefined, max = 3): Array<T | null> =>
    options
      ? random.sample(options, random.int(1, Math.min(max, options.length))).sort((a, b) => options.indexOf(a) - options.indexOf(b))
      : [null];
  const sizes = choose(rule.sizes, rule.maxSizes);
  const colors = choose(rule.colors, rule.maxColors);
  return sizes.flatMap((size) => colors.map((color) => ({ size, color })));
}

/** Shop-style prices in paisa: whole taka under ৳100 (sometimes ৳x.50), then steps of ৳5 and ৳10. */
function roundPrice(taka: number, random: Random): number {
  if (taka < 100) return Math.max(1, Math.round(taka)) * 100 + (taka < 60 && random.chance(0.05) ? 50 : 0);
  if (taka < 1000) return Math.round(taka / 5) * 500;
  return Math.round(taka / 10) * 1000;
}

function code(text: string, length: number): string {
  return text.replace(/[^A-Za-z0-9]/g, '').slice(0, length).toUpperCase();
}

/** `Pinpoint Ball Pen` → `PBP`: first letter of up to three words. */
function initials(text: string): string {
  return text
    .split(/[\s-]+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .join('')
    .slice(0, 3)
    .toUpperCase();
}
